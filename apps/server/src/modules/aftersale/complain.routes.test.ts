import type { ConsoleComplainRow, RefundDetail } from '@shop/contracts/aftersale';
import type { Page } from '@shop/contracts/common';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order, orderRefund } from '../../db/schema';
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
  type Buyer,
} from './refund.testing';
import { moneyOf } from '../finance/member-money.testing';

describe('complaints to the platform /api/ordercomplain/* and /staff/api/complain/*', () => {
  let t: TestApp;
  let f: CartFixture;
  let buyer: Buyer;
  let other: Buyer;
  const s: Record<string, ConsoleSession> = {};
  const complainAs = (who: Buyer, body: object) =>
    t.call('/api/ordercomplain/complain', {
      token: who.token,
      reason: '商家无理拒绝',
      content: '商品外箱破损，已提供照片，商家拒绝退款',
      ...body,
    });
  const decide = (who: string, body: object) =>
    consolePost(t, s[who]!, '/staff/api/complain/decide', body);
  const detail = async (refundId: number) =>
    (
      await t.call<RefundDetail>('/api/orderrefund/detail', {
        token: buyer.token,
        refund_id: refundId,
      })
    ).data;
  const balance = async () => (await moneyOf(t.database.db, buyer.memberId)).balanceFen;
  const refundFor = async () => {
    const created = await paidOrders(t, buyer, [{ sku_id: f.goods.plain.skuId, num: 1 }]);
    const [line] = await linesOf(t, created.order_ids[0]!);
    return (await applyFor(t, buyer, { order_goods_id: line!.orderGoodsId, num: 1 })).data
      .refund_id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    f = await refundFixture(t);
    buyer = await richBuyer(t, 'complainer');
    other = await richBuyer(t, 'bystander');
    s.operator = await consoleSession(t, { role: 'operator', siteId: f.shops.main });
    s.shopAdmin = await consoleSession(t, { role: 'admin', siteId: f.shops.main });
    s.platform = await consoleSession(t, { role: 'admin', siteId: f.shops.main, platform: true });
  });
  afterAll(() => t.close());

  it('a refused refund becomes a complaint the platform decides for the buyer', async () => {
    const refundId = await refundFor();
    const early = await complainAs(buyer, { refund_id: refundId });
    expect(early).toMatchObject({ code: -1, message: '商家拒绝或超时未处理后才能申请平台维权' });
    await staffRefund(t, s.operator!, 'refuse', {
      refund_id: refundId,
      reason: '商品完好，不予退款',
    });
    expect((await detail(refundId)).actions).toContain('complain');
    expect((await complainAs(other, { refund_id: refundId })).code).toBe(-1);
    expect((await complainAs(buyer, { refund_id: refundId, content: '' })).code).toBe(-1);
    expect((await complainAs(buyer, { refund_id: refundId })).code).toBe(0);
    // A repeat answers the same; the shop cannot move the refund while the platform decides.
    expect((await complainAs(buyer, { refund_id: refundId })).code).toBe(0);
    const agree = await staffRefund(t, s.operator!, 'agree', { refund_id: refundId });
    expect(agree).toMatchObject({ code: -1, message: '平台维权处理中，暂不能操作' });

    const waiting = await consolePost<Page<ConsoleComplainRow>>(
      t,
      s.platform!,
      '/staff/api/complain/lists',
      {},
    );
    const row = waiting.data.list.find((c) => c.refund_id === refundId)!;
    expect(row).toMatchObject({ status: 1, reason: '商家无理拒绝', apply_money: '17.00' });
    // Only a platform administrator decides; a shop's accounts do not.
    const shopAdmin = await decide('shopAdmin', {
      complain_id: row.complain_id,
      decision: 'buyer',
      note: '支持',
    });
    expect(shopAdmin).toMatchObject({ code: -1, message: '平台维权由平台管理员处理' });
    expect(
      (await decide('operator', { complain_id: row.complain_id, decision: 'buyer', note: '支持' }))
        .code,
    ).not.toBe(0);
    expect(
      (await decide('platform', { complain_id: row.complain_id, decision: 'x', note: 'a' })).code,
    ).toBe(-1);
    const before = await balance();
    const decided = await decide('platform', {
      complain_id: row.complain_id,
      decision: 'buyer',
      note: '照片显示外箱破损，支持买家退款',
    });
    expect(decided.data).toMatchObject({ refund_status: 5 });
    expect(await balance()).toBe(before + 1700);
    const again = await decide('platform', {
      complain_id: row.complain_id,
      decision: 'shop',
      note: '改判',
    });
    expect(again).toMatchObject({ code: -1, message: '该维权已有裁定，请刷新后查看' });
    const after = await detail(refundId);
    expect(after.complain).toMatchObject({ status: 2, decision: 'buyer' });
    expect(after.logs.map((l) => l.actor)).toEqual([
      'buyer',
      'shop',
      'buyer',
      'platform',
      'system',
    ]);
  });

  it('an unanswered request may be complained about past the deadline; the platform may uphold the shop', async () => {
    const refundId = await refundFor();
    await t.database.db
      .update(orderRefund)
      .set({ shopDeadline: new Date(Date.now() - 60_000) })
      .where(eq(orderRefund.refundId, refundId));
    expect((await detail(refundId)).actions).toEqual(['cancel', 'complain', 'message']);
    expect((await complainAs(buyer, { refund_id: refundId })).code).toBe(0);
    // While the platform decides the buyer cannot withdraw the refund, only the complaint.
    expect((await detail(refundId)).actions).toEqual(['message']);
    const list = await consolePost<Page<ConsoleComplainRow>>(
      t,
      s.platform!,
      '/staff/api/complain/lists',
      {},
    );
    const row = list.data.list.find((c) => c.refund_id === refundId)!;
    const decided = await decide('platform', {
      complain_id: row.complain_id,
      decision: 'shop',
      note: '买家未提供有效凭证',
    });
    expect(decided.data).toMatchObject({ refund_status: -1 });
    expect((await detail(refundId)).refuse_reason).toBe('买家未提供有效凭证');
  });

  it('for a transfer order the platform chooses the balance or the bank, never another way', async () => {
    const complained = async () => {
      const created = await paidOrders(t, buyer, [{ sku_id: f.goods.plain.skuId, num: 1 }]);
      const orderId = created.order_ids[0]!;
      await t.database.db
        .update(order)
        .set({ payType: 'offline' })
        .where(eq(order.orderId, orderId));
      const [line] = await linesOf(t, orderId);
      const refundId = (await applyFor(t, buyer, { order_goods_id: line!.orderGoodsId, num: 1 }))
        .data.refund_id;
      await staffRefund(t, s.operator!, 'refuse', { refund_id: refundId, reason: '不支持' });
      await complainAs(buyer, { refund_id: refundId });
      const list = await consolePost<Page<ConsoleComplainRow>>(
        t,
        s.platform!,
        '/staff/api/complain/lists',
        {},
      );
      return {
        refundId,
        complainId: list.data.list.find((c) => c.refund_id === refundId)!.complain_id,
      };
    };
    const byBank = await complained();
    const before = await balance();
    const credit = await decide('platform', {
      complain_id: byBank.complainId,
      decision: 'buyer',
      note: '支持买家',
      refund_way: 'credit',
    });
    expect(credit).toMatchObject({ code: -1, message: '该订单不支持这种退款方式' });
    expect((await detail(byBank.refundId)).complain).toMatchObject({ status: 1 });
    const bank = await decide('platform', {
      complain_id: byBank.complainId,
      decision: 'buyer',
      note: '支持买家，银行转账退回',
      refund_way: 'bank',
    });
    // By bank the refund waits for finance's transfer; the balance does not move.
    expect(bank.data).toMatchObject({ refund_status: 4 });
    expect(await balance()).toBe(before);

    const toBalance = await complained();
    const beforeBalanceRefund = await balance();
    const decided = await decide('platform', {
      complain_id: toBalance.complainId,
      decision: 'buyer',
      note: '支持买家',
    });
    expect(decided.data).toMatchObject({ refund_status: 5 });
    expect((await detail(toBalance.refundId)).refund_way).toBe('balance');
    expect(await balance()).toBe(beforeBalanceRefund + 1700);
  });

  it('the buyer may withdraw a waiting complaint', async () => {
    const refundId = await refundFor();
    await staffRefund(t, s.operator!, 'refuse', { refund_id: refundId, reason: '不支持' });
    await complainAs(buyer, { refund_id: refundId });
    const cancel = (who: Buyer) =>
      t.call('/api/ordercomplain/cancel', { token: who.token, refund_id: refundId });
    expect((await cancel(other)).code).toBe(-1);
    expect((await cancel(buyer)).code).toBe(0);
    expect((await detail(refundId)).complain).toMatchObject({ status: -1 });
    expect((await complainAs(buyer, { refund_id: refundId })).code).toBe(-1);
  });
});
