import { erpMemberBatchEndpoint, type ErpBatchResult } from '@shop/contracts/erp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { member } from '../member/member.tables';
import { addShop } from '../staff/member-console.testing';
import { createErpKey, openPost, type TestErpKey } from './erp.testing';

const PATH = erpMemberBatchEndpoint.path;

describe('the open members batch (issue 26)', () => {
  let t: TestApp;
  let keys: { own: TestErpKey; ownCredit: TestErpKey; other: TestErpKey };

  beforeAll(async () => {
    t = await createTestApp();
    const own = await addShop(t, '自营药房', true);
    const other = await addShop(t, '入驻药房');
    keys = {
      own: await createErpKey(t, { siteId: own, scopes: ['members'] }),
      ownCredit: await createErpKey(t, { siteId: own, scopes: ['credit'] }),
      other: await createErpKey(t, { siteId: other, scopes: ['members'] }),
    };
  }, 60_000);
  afterAll(() => t.close());

  const rows = [
    { erp_code: 'KH900', company: '康泰诊所', contact: '周医生', mobile: '13700000900' },
    { erp_code: 'KH901', company: '', mobile: '13700000901' },
  ];
  const madeCount = async () =>
    (await t.database.db.select().from(member).where(eq(member.erpCode, 'KH900'))).length;

  it('a signed batch creates the member once and answers each row', async () => {
    const res = await openPost<ErpBatchResult>(t, keys.own, PATH, { rows });
    expect(res).toMatchObject({ code: 0, data: { created: 1, refused: 1 } });
    expect(res.data.rows.map((r) => [r.key, r.status, r.field])).toEqual([
      ['KH900', 'created', undefined],
      ['KH901', 'refused', 'company'],
    ]);
    const again = await openPost<ErpBatchResult>(t, keys.own, PATH, { rows });
    expect(again.data).toMatchObject({ created: 0, unchanged: 1, refused: 1 });
    expect(await madeCount()).toBe(1);
  });

  it('refuses a key without the members scope, and another shop’s key', async () => {
    const one = { rows: [{ ...rows[0], erp_code: 'KH902', mobile: '13700000902' }] };
    expect(await openPost(t, keys.ownCredit, PATH, one)).toMatchObject({
      code: -1,
      message: '该密钥没有“members”权限',
    });
    expect(await openPost(t, keys.other, PATH, one)).toMatchObject({
      code: -1,
      message: '会员属于整个商城，只有商城自营店的 ERP 密钥可以同步',
    });
    const made = await t.database.db.select().from(member).where(eq(member.erpCode, 'KH902'));
    expect(made).toEqual([]);
  });
});
