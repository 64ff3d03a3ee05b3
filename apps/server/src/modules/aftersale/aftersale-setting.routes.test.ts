import type { ConsoleSettings } from '@shop/contracts/settings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import type { CartFixture } from '../cart/cart.testing';
import {
  applyFor,
  linesOf,
  paidOrders,
  refundFixture,
  richBuyer,
  staffRefund,
} from './refund.testing';

/** The after-sales rules in the console's settings (issue 17), read by the refund calls at once. */
describe('after-sales rules in /staff/api/settings', () => {
  let t: TestApp;
  let f: CartFixture;
  let platform: ConsoleSession;
  let operator: ConsoleSession;
  const set = (body: object) =>
    consolePost<ConsoleSettings>(t, platform, '/staff/api/settings/set', body);
  const rules = {
    reasons: ['包装破损', '批号不符'],
    reasons_en: ['Damaged packaging'],
    shop_answer_days: 2,
    complain_days: 5,
    return_address: '杭州市西湖区文三路 100 号 康源医药仓 收 0571-88886666',
  };

  beforeAll(async () => {
    t = await createTestApp();
    f = await refundFixture(t);
    platform = await consoleSession(t, { role: 'admin', siteId: f.shops.main, platform: true });
    operator = await consoleSession(t, { role: 'operator', siteId: f.shops.main });
  });
  afterAll(() => t.close());

  it('answers the defaults, stores new rules, audited, and the buyer’s form reads them', async () => {
    const before = (await consolePost<ConsoleSettings>(t, platform, '/staff/api/settings/get'))
      .data;
    expect(before.aftersale).toMatchObject({
      shop_answer_days: 3,
      complain_days: 7,
      return_address: '',
      freight_refund: 'unshipped',
    });
    const saved = await set({ aftersale: rules });
    expect(saved.data.aftersale).toEqual({
      ...rules,
      reasons_en: ['Damaged packaging', ''],
      freight_refund: 'unshipped',
    });
    const audits = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'settings.aftersale')));
    expect(audits).toHaveLength(1);

    const buyer = await richBuyer(t, 'rulesbuyer');
    const created = await paidOrders(t, buyer, [{ sku_id: f.goods.plain.skuId, num: 1 }]);
    const [line] = await linesOf(t, created.order_ids[0]!);
    const zh = await t.call<{ reasons: string[] }>('/api/orderrefund/refundData', {
      token: buyer.token,
      order_goods_id: line!.orderGoodsId,
    });
    expect(zh.data.reasons).toEqual(['包装破损', '批号不符']);
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/orderrefund/refundData',
      headers: { 'accept-language': 'en-US' },
      payload: { token: buyer.token, order_goods_id: line!.orderGoodsId },
    });
    expect(en.json().data.reasons).toEqual(['Damaged packaging', '批号不符']);
    // A reason no longer listed is refused; one of the new ones is taken.
    const stale = await t.call('/api/orderrefund/refund', {
      token: buyer.token,
      order_goods_id: line!.orderGoodsId,
      refund_type: 1,
      num: 1,
      refund_money: '1.00',
      reason: '商品破损',
      idempotency_key: 'stale-reason-key-1',
    });
    expect(stale).toMatchObject({ code: -1, message: '请选择商家提供的退款原因' });
    const applied = await applyFor(t, buyer, { order_goods_id: line!.orderGoodsId, num: 1 });
    expect(applied.code).toBe(0);
    const agreed = await staffRefund(t, operator, 'agree', { refund_id: applied.data.refund_id });
    expect(agreed.data).toMatchObject({ refund_status: 5 });
  });

  it('refuses bad rules and changes nothing', async () => {
    const current = (await consolePost<ConsoleSettings>(t, platform, '/staff/api/settings/get'))
      .data.aftersale;
    for (const bad of [
      { ...rules, reasons: [] },
      { ...rules, reasons: [''] },
      { ...rules, shop_answer_days: 0 },
      { ...rules, complain_days: 31 },
      { ...rules, return_address: 'x'.repeat(301) },
      { ...rules, freight_refund: 'always' },
    ])
      expect((await set({ aftersale: bad })).code).toBe(-1);
    const shopAdmin = await consoleSession(t, { role: 'admin', siteId: f.shops.main });
    expect(
      (await consolePost(t, shopAdmin, '/staff/api/settings/set', { aftersale: rules })).code,
    ).toBe(-1);
    expect(
      (await consolePost<ConsoleSettings>(t, platform, '/staff/api/settings/get')).data.aftersale,
    ).toEqual(current);
  });
});
