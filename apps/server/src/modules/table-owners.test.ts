import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * modules/README.md: only a table's owner writes it. Every table of db/schema has one owner here;
 * this test reads each module's production code for drizzle writes (`.insert(t)`, `.update(t)`,
 * `.delete(t)`) and raw SQL writes, and names every write by a module that does not own the table.
 */
const OWNERS: Record<string, string[]> = {
  settings: ['siteConfig'],
  member: [
    'memberLevel',
    'memberLabel',
    'loginGroup',
    'member',
    'area',
    'memberAddress',
    'memberAccount',
    'memberPointLog',
    'memberDocument',
    'memberRecharge',
    'memberBankAccount',
    'memberWithdraw',
    'memberSignin',
    'memberGrowthLog',
  ],
  auth: ['memberToken', 'staff', 'staffToken', 'staffAuditLog'],
  pricing: ['saleControl'],
  catalogue: [
    'shop',
    'goodsCategory',
    'goodsBrand',
    'goodsLabel',
    'goodsService',
    'goods',
    'goodsSku',
    'goodsCollect',
    'goodsBrowse',
    'goodsEvaluate',
    'outOfStock',
    'shopDocument',
    'pickupStore',
    'storeVerifier',
  ],
  promotion: [
    'promotion',
    'seckillTime',
    'promotionGoods',
    'promotionBundling',
    'promotionBundlingGoods',
  ],
  coupon: ['couponType', 'memberCoupon'],
  cart: ['cart'],
  order: [
    'orderPay',
    'order',
    'orderGoods',
    'orderLog',
    'orderIdempotency',
    'orderPackage',
    'orderPackageGoods',
    'orderGoodsAnnex',
  ],
  aftersale: ['orderRefund', 'orderRefundLog', 'orderComplain'],
  verify: ['verifyRecord'],
  point: ['pointExchange'],
  payment: ['paymentNotify'],
  site: ['advPosition', 'adv', 'nav', 'friendlyLink', 'footerItem', 'pcFloor'],
  cms: ['helpClass', 'help', 'notice'],
  chat: ['chatConversation', 'chatMessage'],
  staff: [],
};

const schemaDir = new URL('../db/schema/', import.meta.url);
const modulesDir = new URL('./', import.meta.url);
const isProduction = (file: string) =>
  file.endsWith('.ts') && !/(^|\.)(test|testing|fixtures?)\.ts$/.test(file);

/** Every table of the schema: its TypeScript name -> its SQL name. */
function schemaTables(): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of readdirSync(schemaDir)) {
    const text = readFileSync(new URL(file, schemaDir), 'utf8');
    for (const m of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g))
      tables.set(m[1]!, m[2]!);
  }
  return tables;
}

/** `module: table` for each write a module makes to a table it does not own. */
function foreignWrites(tables: Map<string, string>): string[] {
  const ownerOf = new Map(
    Object.entries(OWNERS).flatMap(([module, names]) => names.map((n) => [n, module] as const)),
  );
  const bySqlName = new Map([...tables].map(([ts, sqlName]) => [sqlName, ts] as const));
  const found = new Set<string>();
  for (const module of Object.keys(OWNERS)) {
    const dir = new URL(`${module}/`, modulesDir);
    for (const file of readdirSync(dir).filter(isProduction)) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      const written = [
        ...[...text.matchAll(/\.(?:insert|update|delete)\((\w+)\)/g)].map((m) => m[1]!),
        ...[...text.matchAll(/\b(?:insert into|update|delete from)\s+"?(\w+)"?\s/gi)]
          .map((m) => bySqlName.get(m[1]!.toLowerCase()))
          .filter((t): t is string => t !== undefined),
      ];
      for (const table of written.filter((t) => tables.has(t)))
        if (ownerOf.get(table) !== module) found.add(`${module}/${file}: ${table}`);
    }
  }
  return [...found].sort();
}

describe('table owners', () => {
  it('gives every table of the schema exactly one owner', () => {
    const owned = Object.values(OWNERS).flat();
    expect(new Set(owned).size).toBe(owned.length);
    expect([...schemaTables().keys()].sort()).toEqual([...owned].sort());
  });

  it('finds no module writing a table it does not own', () => {
    expect(foreignWrites(schemaTables())).toEqual([]);
  });
});
