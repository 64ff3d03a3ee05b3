import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config/env';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addShop } from '../staff/staff.testing';
import { createErpKey, type TestErpKey } from './erp.testing';

const run = promisify(execFile);

/** `npm run erp:example` (issue 26): the example client signs as the server checks. */
describe('the example ERP client', () => {
  let t: TestApp;
  let key: TestErpKey;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    key = await createErpKey(t, { siteId: await addShop(t, '示例药房'), scopes: ['goods'] });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const example = (args: string[], secret = key.secret) =>
    run(process.execPath, ['scripts/erp-example.mjs', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ERP_BASE_URL: base, ERP_KEY: key.keyId, ERP_SECRET: secret },
    });

  it('signs a ping the server accepts and prints the answer', async () => {
    const { stdout } = await example(['--path', '/open/api/v1/ping']);
    expect(JSON.parse(stdout)).toMatchObject({ code: 0, data: { key_id: key.keyId } });
  });

  it('prints the refusal and exits 1 with a wrong secret', async () => {
    const failed = await example(['--path', '/open/api/v1/ping'], 'sk_wrong').catch(
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed).toMatchObject({ code: 1 });
    expect(JSON.parse((failed as { stdout: string }).stdout)).toMatchObject({ code: -10009 });
  });
});
