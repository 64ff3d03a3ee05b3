import { erpCreditBatchEndpoint, type ErpBatchResult } from '@shop/contracts/erp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember } from '../auth/testing';
import { member } from '../member/member.tables';
import { addShop } from '../staff/member-console.testing';
import { createErpKey, openPost, type TestErpKey } from './erp.testing';
import { moneyOf } from '../finance/member-money.testing';

const PATH = erpCreditBatchEndpoint.path;

describe('the open credit batch (issue 26, ADR 0025)', () => {
  let t: TestApp;
  let memberId: number;
  let keys: { own: TestErpKey; ownGoods: TestErpKey; other: TestErpKey };

  const creditOf = async () => {
    const row = await moneyOf(t.database.db, memberId);
    return { limit: row.creditLimitFen, used: row.creditUsedFen };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const own = await addShop(t, '自营药房', true);
    const other = await addShop(t, '入驻药房');
    keys = {
      own: await createErpKey(t, { siteId: own, scopes: ['credit'] }),
      ownGoods: await createErpKey(t, { siteId: own, scopes: ['goods'] }),
      other: await createErpKey(t, { siteId: other, scopes: ['credit'] }),
    };
    memberId = await addMember(t, { username: 'credit_open' });
    await t.database.db
      .update(member)
      .set({ erpCode: 'KH001' })
      .where(eq(member.memberId, memberId));
  }, 60_000);
  afterAll(() => t.close());

  const rows = [
    { erp_code: 'KH001', credit_limit: '8000.00', credit_used: '1500.25' },
    { erp_code: 'KH001X', credit_limit: '1.00', credit_used: '0' },
  ];

  it('a signed batch of the own shop’s key sets the credit and answers each row', async () => {
    const res = await openPost<ErpBatchResult>(t, keys.own, PATH, { rows });
    expect(res).toMatchObject({
      code: 0,
      data: { created: 0, updated: 1, unchanged: 0, refused: 1 },
    });
    expect(res.data.rows[1]).toMatchObject({ key: 'KH001X', status: 'refused', field: 'erp_code' });
    expect(await creditOf()).toEqual({ limit: 800_000, used: 150_025 });
    const again = await openPost<ErpBatchResult>(t, keys.own, PATH, { rows });
    expect(again.data).toMatchObject({ updated: 0, unchanged: 1, refused: 1 });
  });

  it('refuses a key without the credit scope, and another shop’s key, changing nothing', async () => {
    const change = { rows: [{ erp_code: 'KH001', credit_limit: '1.00', credit_used: '0.00' }] };
    const noScope = await openPost(t, keys.ownGoods, PATH, change);
    expect(noScope).toMatchObject({ code: -1, message: '该密钥没有“credit”权限' });
    const otherShop = await openPost(t, keys.other, PATH, change);
    expect(otherShop).toMatchObject({
      code: -1,
      message: '账期属于整个商城，只有商城自营店的 ERP 密钥可以同步',
    });
    expect(await creditOf()).toEqual({ limit: 800_000, used: 150_025 });
  });

  it('refuses a body that is not a batch', async () => {
    expect(await openPost(t, keys.own, PATH, { rows: [] })).toMatchObject({ code: -1 });
    expect(await openPost(t, keys.own, PATH, {})).toMatchObject({ code: -1 });
  });
});
