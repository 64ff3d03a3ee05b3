import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { serverModuleZones } from '../../module-zones.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** Only the floor rule, without type information, so a probe file need not exist on disk. */
const zonesOnly = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [
          createTypeScriptImportResolver({ project: ['apps/server/tsconfig.json'] }),
        ],
      },
      rules: { 'import-x/no-restricted-paths': ['error', { zones: serverModuleZones() }] },
    },
  ],
});

/** The floor-rule messages for a file at `file` (below apps/server/src) holding `source`. */
async function zoneErrors(file: string, source: string): Promise<string[]> {
  const [result] = await zonesOnly.lintText(source, {
    filePath: `${root}apps/server/src/${file}`,
  });
  return (result?.messages ?? []).map((m) => m.message);
}

// modules/README.md: a module imports only lower floors, and only through their front door.
describe('server module floors (lint zones of npm test)', () => {
  it('are the rule of the project lint for module code, and not for tests', async () => {
    const eslint = new ESLint({ cwd: root });
    const rule = (file: string) =>
      eslint
        .calculateConfigForFile(`${root}apps/server/src/${file}`)
        .then(
          (c: { rules?: Record<string, unknown> }) => c.rules?.['import-x/no-restricted-paths'],
        );
    expect(await rule('modules/cart/cart.service.ts')).toEqual([2, { zones: serverModuleZones() }]);
    expect(await rule('modules/cart/cart.routes.test.ts')).toBeUndefined();
  });

  it('refuses an import of a higher floor', async () => {
    const errors = await zoneErrors(
      'modules/catalogue/probe.ts',
      "import { orderModule } from '../order';\nexport const probe = orderModule;\n",
    );
    expect(errors).toEqual([expect.stringContaining('catalogue (floor 5)')]);
  });

  it('refuses an import of a module on the same floor', async () => {
    const errors = await zoneErrors(
      'modules/cart/probe.ts',
      "import { promotionModule } from '../promotion';\nexport const probe = promotionModule;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it("refuses a lower module's internals and allows its front door", async () => {
    const errors = await zoneErrors(
      'modules/cart/probe.ts',
      [
        "import { skuFactsOf } from '../pricing/line-pricing.service';",
        "import { priceSkuItems } from '../pricing';",
        'export const probe = [skuFactsOf, priceSkuItems];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([expect.stringContaining('through their index.ts')]);
  });

  it('lets the seeds reach a module only through its front door', async () => {
    const errors = await zoneErrors(
      'db/seed/probe.ts',
      [
        "import { getConfig } from '../../modules/settings/settings.service';",
        "import { setConfig } from '../../modules/settings';",
        'export const probe = [getConfig, setConfig];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([expect.stringContaining('only through its index.ts')]);
  });

  // ADR 0020: module code takes tables from the tables files, another module's only when the
  // read is recorded in table-reads.json; the db/schema barrel is not for module code.
  it("refuses the schema barrel in module code, and an unrecorded read of another module's tables", async () => {
    const errors = await zoneErrors(
      'modules/cart/probe.ts',
      [
        "import { cart } from './cart.tables';",
        "import { goods } from '../../db/schema';",
        "import { member } from '../member/member.tables';",
        'export const probe = [cart, goods, member];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringContaining('db/schema barrel'),
      expect.stringContaining('cart (floor 6)'),
    ]);
  });

  it("allows a recorded read of another module's tables, upward ones included", async () => {
    const recorded = await zoneErrors(
      'modules/pricing/probe.ts',
      [
        "import { goodsSku } from '../catalogue/catalogue.tables';",
        "import { orderGoods } from '../order/order.tables';",
        'export const probe = [goodsSku, orderGoods];',
        '',
      ].join('\n'),
    );
    expect(recorded).toEqual([]);
  });
});
