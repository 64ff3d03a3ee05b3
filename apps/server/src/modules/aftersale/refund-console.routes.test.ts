import type { ConsoleRefundDetail, ConsoleRefundPage } from '@shop/contracts/aftersale';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  member,
  memberAccount,
  memberGrowthLog,
  order,
  orderRefund,
  staffAuditLog,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import type { CartFixture } from '../cart/cart.testing';
import { skuStock } from '../order/order.testing';
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

describe('the console handles refunds /staff/api/refund/*', () => {
  let t: TestApp;
  let f: CartFixture;
  let buyer: Buyer;
  const s: Record<string, ConsoleSession> = {};
  const buyerCall = <T>(verb: string, body: object) =>
    t.call<T>(`/api/orderrefund/${verb}`, { token: buyer.token, ...body });
  const memberRow = async () =>
    (await t.database.db.select().from(member).where(eq(member.memberId, buyer.memberId)))[0]!;
  const refundLedger = (refundId: number) =>
    t.database.db
      .select()
      .from(memberAccount)
      .where(and(eq(memberAccount.fromType, 'refund'), eq(memberAccount.relateId, refundId)));
  const ship = (orderId: number, lines: { order_goods_id: number; num: number }[]) =>
    consolePost(t, s.operator!, '/staff/api/order/ship', {
      order_id: orderId,
      express_company: 'SF',
      express_no: `SF${orderId}000123`,
      goods: lines.map((l) => ({ ...l, batch_no: 'B20261101', expiry_date: '2028-10-31' })),
    });

  beforeAll(async () => {
    t = await createTestApp();
    f = await refundFixture(t);
    buyer = await richBuyer(t, 'consolebuyer');
    const site = f.shops.main;
    s.operator = await consoleSession(t, { role: 'operator', siteId: site });
    s.finance = await consoleSession(t, { role: 'finance', siteId: site });
    s.servicer = await consoleSession(t, { role: 'servicer', siteId: site });
    s.foreign = await consoleSession(t, { role: 'operator', siteId: f.shops.other });
  });
  afterAll(() => t.close());

  it('runs a return: agree with an address, the buyer ships, arrival gives stock and money back', async () => {
    const created = await paidOrders(t, buyer, [{ sku_id: f.goods.discount.skuId, num: 3 }]);
    const orderId = created.order_ids[0]!;
    const [line] = await linesOf(t, orderId);
    expect((await ship(orderId, [{ order_goods_id: line!.orderGoodsId, num: 3 }])).code).toBe(0);
    const stockBefore = await skuStock(t, f.goods.discount.skuId);
    const balanceBefore = (await moneyOf(t.database.db, buyer.memberId)).balanceFen;
    const applied = await applyFor(t, buyer, {
      order_goods_id: line!.orderGoodsId,
      num: 2,
      refund_type: 2,
    });
    expect(applied.code, applied.message).toBe(0);
    const refundId = applied.data.refund_id;

    // Another shop's staff and a role without the permission see nothing.
    expect((await staffRefund(t, s.foreign!, 'detail', { refund_id: refundId })).code).toBe(-1);
    expect((await staffRefund(t, s.servicer!, 'lists', {})).code).not.toBe(0);
    const page = await staffRefund<ConsoleRefundPage>(t, s.operator!, 'lists', { state: 'todo' });
    expect(page.data.list.map((r) => r.refund_id)).toContain(refundId);

    const noAddress = await staffRefund(t, s.operator!, 'agree', { refund_id: refundId });
    expect(noAddress).toMatchObject({ code: -1, message: '请填写退货地址' });
    const address = '浙江省杭州市西湖区文三路 100 号 康源医药仓 收 0571-88886666';
    const agreed = await staffRefund(t, s.operator!, 'agree', {
      refund_id: refundId,
      return_address: address,
    });
    expect(agreed.data).toMatchObject({ refund_status: 2 });
    expect((await staffRefund(t, s.operator!, 'agree', { refund_id: refundId })).message).toBe(
      '该售后单已被处理，请刷新后查看',
    );
    // Issue 25: no return waybill yet, so the arrival is refused unless staff confirm knowingly.
    const early = await staffRefund(t, s.operator!, 'receive', { refund_id: refundId });
    expect(early).toMatchObject({
      code: -1,
      message: '买家尚未寄回商品，没有退货物流单号；请在确认框中确认已收到退货',
    });
    expect((await moneyOf(t.database.db, buyer.memberId)).balanceFen).toBe(balanceBefore);
    expect(await skuStock(t, f.goods.discount.skuId)).toBe(stockBefore);
    const sent = await buyerCall('delivery', {
      refund_id: refundId,
      delivery_company: '顺丰速运',
      delivery_no: 'SF9988776655',
    });
    expect(sent.data).toMatchObject({ refund_status: 3 });

    const detail = await staffRefund<ConsoleRefundDetail>(t, s.operator!, 'detail', {
      refund_id: refundId,
    });
    expect(detail.data).toMatchObject({
      return_address: address,
      delivery_no: 'SF9988776655',
      staff_actions: ['receive', 'refuse', 'message'],
      refund_ways: ['balance'],
    });
    const received = await staffRefund(t, s.operator!, 'receive', { refund_id: refundId });
    expect(received.data).toMatchObject({ refund_status: 5 });
    expect((await staffRefund(t, s.operator!, 'receive', { refund_id: refundId })).code).toBe(-1);

    const applyFen = (
      await t.database.db.select().from(orderRefund).where(eq(orderRefund.refundId, refundId))
    )[0]!.applyMoneyFen;
    expect((await moneyOf(t.database.db, buyer.memberId)).balanceFen).toBe(
      balanceBefore + applyFen,
    );
    expect((await refundLedger(refundId)).map((r) => [r.accountType, r.amountFen])).toEqual([
      ['balance', applyFen],
    ]);
    // The buyer reads the row by its refund, linked (issue 25).
    const refundNo = (
      await t.database.db.select().from(orderRefund).where(eq(orderRefund.refundId, refundId))
    )[0]!.refundNo;
    expect((await refundLedger(refundId))[0]).toMatchObject({
      linkKind: 'refund',
      linkId: refundId,
      linkNo: refundNo,
    });
    expect(await skuStock(t, f.goods.discount.skuId)).toBe(stockBefore + 2);
    expect((await linesOf(t, orderId))[0]).toMatchObject({
      refundNum: 2,
      refundMoneyFen: applyFen,
    });
    const audits = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.targetType, 'refund'), eq(staffAuditLog.targetId, String(refundId))),
      );
    expect(audits.map((a) => a.action).sort()).toEqual(['refund.agree', 'refund.receive']);
  });

  it('goods handed back without a waybill: staff confirm the arrival knowingly (issue 25)', async () => {
    const created = await paidOrders(t, buyer, [{ sku_id: f.goods.plain.skuId, num: 1 }]);
    const orderId = created.order_ids[0]!;
    const [line] = await linesOf(t, orderId);
    expect((await ship(orderId, [{ order_goods_id: line!.orderGoodsId, num: 1 }])).code).toBe(0);
    const applied = await applyFor(t, buyer, {
      order_goods_id: line!.orderGoodsId,
      num: 1,
      refund_type: 2,
    });
    const refundId = applied.data.refund_id;
    await staffRefund(t, s.operator!, 'agree', {
      refund_id: refundId,
      return_address: '杭州市西湖区文三路 100 号',
    });
    expect(
      (await staffRefund(t, s.operator!, 'receive', { refund_id: refundId, no_waybill: 'yes' }))
        .code,
    ).toBe(-1);
    const received = await staffRefund(t, s.operator!, 'receive', {
      refund_id: refundId,
      no_waybill: true,
    });
    expect(received.data, received.message).toMatchObject({ refund_status: 5 });
  });

  it('refunds unshipped goods at once, back to stock; the whole order refunded closes it', async () => {
    const created = await paidOrders(t, buyer, [{ sku_id: f.goods.plain.skuId, num: 2 }]);
    const orderId = created.order_ids[0]!;
    const [line] = await linesOf(t, orderId);
    const stockBefore = await skuStock(t, f.goods.plain.skuId);
    const applied = await applyFor(t, buyer, { order_goods_id: line!.orderGoodsId, num: 2 });
    const agreed = await staffRefund(t, s.operator!, 'agree', {
      refund_id: applied.data.refund_id,
    });
    expect(agreed.data).toMatchObject({ refund_status: 5 });
    expect(await skuStock(t, f.goods.plain.skuId)).toBe(stockBefore + 2);
    const [row] = await t.database.db.select().from(order).where(eq(order.orderId, orderId));
    expect(row).toMatchObject({ orderStatus: -1 });
    // A fully refunded order ships nothing more.
    expect((await ship(orderId, [{ order_goods_id: line!.orderGoodsId, num: 1 }])).code).toBe(-1);
  });

  it('gives credit back to the credit line, and a transfer order by bank through finance', async () => {
    const byCredit = await paidOrders(
      t,
      buyer,
      [{ sku_id: f.goods.plain.skuId, num: 1 }],
      'credit',
    );
    const usedBefore = (await moneyOf(t.database.db, buyer.memberId)).creditUsedFen;
    const [creditLine] = await linesOf(t, byCredit.order_ids[0]!);
    const a = await applyFor(t, buyer, { order_goods_id: creditLine!.orderGoodsId, num: 1 });
    await staffRefund(t, s.operator!, 'agree', { refund_id: a.data.refund_id });
    expect((await moneyOf(t.database.db, buyer.memberId)).creditUsedFen).toBe(usedBefore - 1700);
    expect((await refundLedger(a.data.refund_id)).map((r) => r.accountType)).toEqual(['credit']);

    const byTransfer = await paidOrders(t, buyer, [{ sku_id: f.goods.plain.skuId, num: 1 }]);
    await t.database.db
      .update(order)
      .set({ payType: 'offline' })
      .where(eq(order.orderId, byTransfer.order_ids[0]!));
    const [line] = await linesOf(t, byTransfer.order_ids[0]!);
    const b = await applyFor(t, buyer, { order_goods_id: line!.orderGoodsId, num: 1 });
    const refundId = b.data.refund_id;
    const receiving = async (id: number) =>
      (
        await staffRefund<ConsoleRefundDetail>(t, s.finance!, 'detail', { refund_id: id })
      ).data.receiving_accounts.map((x) => x.account_number);
    expect(await receiving(refundId)).toEqual([]);
    await t.call('/api/memberbankaccount/add', {
      token: buyer.token,
      withdraw_type: 'bank',
      realname: '王药师',
      mobile: '13800001111',
      bank_name: '中国工商银行',
      branch_name: '南京江宁支行',
      account_number: '6222021202008866123',
    });
    expect(await receiving(refundId)).toEqual(['6222021202008866123']);
    // Credit goes back to the credit line: no account to show.
    expect(await receiving(a.data.refund_id)).toEqual([]);
    const wrongWay = await staffRefund(t, s.operator!, 'agree', {
      refund_id: refundId,
      refund_way: 'credit',
    });
    expect(wrongWay).toMatchObject({ code: -1, message: '该订单不支持这种退款方式' });
    const balance = (await moneyOf(t.database.db, buyer.memberId)).balanceFen;
    const agreed = await staffRefund(t, s.operator!, 'agree', {
      refund_id: refundId,
      refund_way: 'bank',
    });
    expect(agreed.data).toMatchObject({ refund_status: 4 });
    expect((await moneyOf(t.database.db, buyer.memberId)).balanceFen).toBe(balance);
    expect(
      (await staffRefund(t, s.operator!, 'transfer', { refund_id: refundId, remark: 'x' })).code,
    ).not.toBe(0);
    const paid = await staffRefund(t, s.finance!, 'transfer', {
      refund_id: refundId,
      remark: '工行转账 流水 2026112700012',
    });
    expect(paid.data).toMatchObject({ refund_status: 5 });
    expect((await moneyOf(t.database.db, buyer.memberId)).balanceFen).toBe(balance);
    expect(await refundLedger(refundId)).toEqual([]);
  });

  it('a completed order earns growth; a refund after completion takes its share back', async () => {
    const created = await paidOrders(t, buyer, [{ sku_id: f.goods.discount.skuId, num: 4 }]);
    const orderId = created.order_ids[0]!;
    const [line] = await linesOf(t, orderId);
    await ship(orderId, [{ order_goods_id: line!.orderGoodsId, num: 4 }]);
    const growthBefore = (await memberRow()).growth;
    const taken = await t.call('/api/order/takedelivery', {
      token: buyer.token,
      order_id: orderId,
    });
    expect(taken.code).toBe(0);
    // Growth is the whole yuan the order charged.
    const paidYuan = Math.floor(Number(created.pay_money));
    expect((await memberRow()).growth).toBe(growthBefore + paidYuan);
    const applied = await applyFor(t, buyer, {
      order_goods_id: line!.orderGoodsId,
      num: 2,
      refund_money: '10.50',
    });
    await staffRefund(t, s.operator!, 'agree', { refund_id: applied.data.refund_id });
    const kept = Number(created.pay_money) - 10.5;
    expect((await memberRow()).growth).toBe(growthBefore + Math.floor(kept));
    const logs = await t.database.db
      .select()
      .from(memberGrowthLog)
      .where(eq(memberGrowthLog.memberId, buyer.memberId));
    expect(logs.map((l) => l.reason).slice(-2)).toEqual(['order', 'refund']);
  });

  it('checks every staff call against bad input and foreign ids', async () => {
    for (const verb of ['detail', 'agree', 'receive']) {
      expect((await staffRefund(t, s.operator!, verb, { refund_id: 99_999_999 })).code).toBe(-1);
      expect((await staffRefund(t, s.operator!, verb, { refund_id: 'a' })).code).toBe(-1);
    }
    expect((await staffRefund(t, s.operator!, 'refuse', { refund_id: 1, reason: '' })).code).toBe(
      -1,
    );
    expect((await staffRefund(t, s.operator!, 'message', { refund_id: 1, message: '' })).code).toBe(
      -1,
    );
    expect((await staffRefund(t, s.operator!, 'lists', { state: 'bogus' })).code).toBe(-1);
    expect((await staffRefund(t, null as unknown as ConsoleSession, 'lists', {})).code).not.toBe(0);
  });
});
