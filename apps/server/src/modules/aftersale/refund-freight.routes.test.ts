import { poolRefundCap, type FreightRefund } from '@shop/contracts/aftersale';
import { fenToYuan } from '@shop/contracts/money';
import type { OrderDetail } from '@shop/contracts/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import type { CartFixture } from '../cart/cart.testing';
import {
  applyFor,
  linesOf,
  paidOrders,
  refundData,
  refundFixture,
  richBuyer,
  staffRefund,
  type Buyer,
} from './refund.testing';
import { moneyOf } from '../finance/member-money.testing';

/**
 * Issue 25: a line's refund cap is what the buyer paid for its goods (its 实付); the order's
 * freight goes back only with the request that refunds the whole order, before it ships unless
 * the shop's `freight_refund` rule says otherwise (ADR 0016).
 */
describe('the refund cap and the freight', () => {
  let t: TestApp;
  let f: CartFixture;
  let buyer: Buyer;
  let operator: ConsoleSession;
  let platform: ConsoleSession;

  beforeAll(async () => {
    t = await createTestApp();
    f = await refundFixture(t);
    buyer = await richBuyer(t, 'freightbuyer');
    operator = await consoleSession(t, { role: 'operator', siteId: f.shops.main });
    platform = await consoleSession(t, { role: 'admin', siteId: f.shops.main, platform: true });
  });
  afterAll(() => t.close());

  const balance = async () => (await moneyOf(t.database.db, buyer.memberId)).balanceFen;
  const setRule = async (rule: FreightRefund) => {
    const current = (
      await consolePost<{ aftersale: object }>(t, platform, '/staff/api/settings/get')
    ).data.aftersale;
    const saved = await consolePost(t, platform, '/staff/api/settings/set', {
      aftersale: { ...current, freight_refund: rule },
    });
    expect(saved.code, saved.message).toBe(0);
  };
  /** 2 × 9.00 and 3 × 10.00 with 8.00 freight: the lines charged 18.00 and 30.00, 56.00 in all. */
  const twoLineOrder = async () => {
    const created = await paidOrders(t, buyer, [
      { sku_id: f.goods.plain.skuId, num: 2 },
      { sku_id: f.goods.wholesale.skuId, num: 3 },
    ]);
    expect(created.pay_money).toBe('56.00');
    const orderId = created.order_ids[0]!;
    return { orderId, lines: await linesOf(t, orderId) };
  };
  const shipAndReceive = async (
    orderId: number,
    lines: { orderGoodsId: number; num: number }[],
  ) => {
    const shipped = await consolePost(t, operator, '/staff/api/order/ship', {
      order_id: orderId,
      express_company: 'SF',
      express_no: `SF${orderId}000321`,
      goods: lines.map((l) => ({
        order_goods_id: l.orderGoodsId,
        num: l.num,
        batch_no: 'B20261101',
        expiry_date: '2028-10-31',
      })),
    });
    expect(shipped.code, shipped.message).toBe(0);
    const taken = await t.call('/api/order/takedelivery', {
      token: buyer.token,
      order_id: orderId,
    });
    expect(taken.code, taken.message).toBe(0);
  };
  const pool = async (orderGoodsId: number) => (await refundData(t, buyer, orderGoodsId)).data.pool;
  /** Refunds the line's last `num` units for all they may give back, which must be `money`. */
  const refundWhole = async (orderGoodsId: number, num: number, money: string) => {
    expect(fenToYuan(poolRefundCap(await pool(orderGoodsId), num))).toBe(money);
    const applied = await applyFor(t, buyer, { order_goods_id: orderGoodsId, num });
    expect(applied.code, applied.message).toBe(0);
    const agreed = await staffRefund(t, operator, 'agree', { refund_id: applied.data.refund_id });
    expect(agreed.data, agreed.message).toMatchObject({ refund_status: 5 });
  };

  it('a received order’s line offers its 实付, never a share of the freight', async () => {
    const { orderId, lines } = await twoLineOrder();
    await shipAndReceive(orderId, lines);
    const [a, b] = lines;
    // The detail shows each line's 实付, the figure the refund form offers.
    const detail = await t.call<OrderDetail>('/api/order/detail', {
      token: buyer.token,
      order_id: orderId,
    });
    expect(detail.data.order_goods.map((g) => g.pay_money)).toEqual(['18.00', '30.00']);
    expect(await pool(a!.orderGoodsId)).toMatchObject({ total: '18.00', freight: '0.00' });
    const over = await t.call('/api/orderrefund/refund', {
      token: buyer.token,
      order_goods_id: a!.orderGoodsId,
      refund_type: 1,
      num: 2,
      refund_money: '18.01',
      reason: '商品破损',
      idempotency_key: `freight-over-${orderId}`,
    });
    expect(over).toMatchObject({ code: -1, message: '退款金额不能超过 ¥18.00' });
    // Every unit of a shipped order refunded: the freight stays with the shop (the default rule).
    const start = await balance();
    await refundWhole(a!.orderGoodsId, 2, '18.00');
    expect(await pool(b!.orderGoodsId)).toMatchObject({ total: '30.00', freight: '0.00' });
    await refundWhole(b!.orderGoodsId, 3, '30.00');
    expect((await balance()) - start).toBe(4800);
  });

  it('the whole order refunded before it ships gives the freight back with its last request', async () => {
    const { lines } = await twoLineOrder();
    const [a, b] = lines;
    const start = await balance();
    // Another line still unrefunded: no freight.
    expect(await pool(b!.orderGoodsId)).toMatchObject({ total: '30.00', freight: '0.00' });
    await refundWhole(a!.orderGoodsId, 2, '18.00');
    expect(await pool(b!.orderGoodsId)).toMatchObject({ total: '30.00', freight: '8.00' });
    // Only the request for the line's last units carries it: 2 of 3 units offer 20.00.
    const partial = await applyFor(t, buyer, {
      order_goods_id: b!.orderGoodsId,
      num: 2,
      refund_money: '20.01',
    });
    expect(partial).toMatchObject({ code: -1, message: '退款金额不能超过 ¥20.00' });
    await refundWhole(b!.orderGoodsId, 3, '38.00');
    expect((await balance()) - start).toBe(5600);
  });

  it('follows the shop’s rule: freight back for shipped whole orders, or never', async () => {
    await setRule('whole_order');
    const shipped = await twoLineOrder();
    await shipAndReceive(shipped.orderId, shipped.lines);
    let start = await balance();
    await refundWhole(shipped.lines[0]!.orderGoodsId, 2, '18.00');
    expect(await pool(shipped.lines[1]!.orderGoodsId)).toMatchObject({ freight: '8.00' });
    await refundWhole(shipped.lines[1]!.orderGoodsId, 3, '38.00');
    expect((await balance()) - start).toBe(5600);

    await setRule('never');
    const unshipped = await twoLineOrder();
    start = await balance();
    await refundWhole(unshipped.lines[0]!.orderGoodsId, 2, '18.00');
    expect(await pool(unshipped.lines[1]!.orderGoodsId)).toMatchObject({ freight: '0.00' });
    await refundWhole(unshipped.lines[1]!.orderGoodsId, 3, '30.00');
    expect((await balance()) - start).toBe(4800);
    await setRule('unshipped');
  });
});
