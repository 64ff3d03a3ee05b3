import { fenToYuan } from '@shop/contracts/money';
import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAccount, orderGoods, orderRefund } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import type { CartFixture } from '../cart/cart.testing';
import { skuStock } from '../order/order.testing';
import {
  linesOf,
  newKey,
  paidOrders,
  refundData,
  refundFixture,
  richBuyer,
  staffRefund,
  type Buyer,
} from './refund.testing';
import { moneyOf } from '../finance/member-money.testing';

/**
 * Issue 17: a line is never refunded beyond what it charged, even when the buyer applies twice
 * at once or two staff agree at once. Races need real PostgreSQL (PGlite runs one at a time).
 */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('refunds under concurrency', () => {
  let t: TestApp;
  let f: CartFixture;
  let buyer: Buyer;
  const s: ConsoleSession[] = [];
  const apply = (orderGoodsId: number, num: number, money: string, key = newKey('race')) =>
    t.call<{ refund_id: number; refund_status: number }>('/api/orderrefund/refund', {
      token: buyer.token,
      order_goods_id: orderGoodsId,
      refund_type: 1,
      num,
      refund_money: money,
      reason: '商品破损',
      idempotency_key: key,
    });

  beforeAll(async () => {
    t = await createTestApp();
    f = await refundFixture(t);
    buyer = await richBuyer(t, 'racerefund');
    for (let i = 0; i < 4; i++)
      s.push(await consoleSession(t, { role: 'operator', siteId: f.shops.main }));
  });
  afterAll(() => t.close());

  it('ten applications for a whole line at once: one is made, nothing is claimed twice', async () => {
    const created = await paidOrders(t, buyer, [{ sku_id: f.goods.plain.skuId, num: 5 }]);
    const [line] = await linesOf(t, created.order_ids[0]!);
    const total = (await refundData(t, buyer, line!.orderGoodsId)).data.pool.total;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => apply(line!.orderGoodsId, 5, total)),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code !== 0).every((r) => r.data === null)).toBe(true);
    const rows = await t.database.db
      .select()
      .from(orderRefund)
      .where(eq(orderRefund.orderGoodsId, line!.orderGoodsId));
    expect(rows).toHaveLength(1);
  });

  it('the same key sent ten times at once makes one request and answers it to all', async () => {
    const created = await paidOrders(t, buyer, [{ sku_id: f.goods.plain.skuId, num: 2 }]);
    const [line] = await linesOf(t, created.order_ids[0]!);
    const key = newKey('same');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => apply(line!.orderGoodsId, 1, '1.00', key)),
    );
    const ids = new Set(results.map((r) => r.data?.refund_id));
    expect(results.every((r) => r.code === 0)).toBe(true);
    expect(ids.size).toBe(1);
  });

  it('four staff agreeing at once: the money goes back once', async () => {
    const created = await paidOrders(t, buyer, [{ sku_id: f.goods.discount.skuId, num: 2 }]);
    const [line] = await linesOf(t, created.order_ids[0]!);
    const total = (await refundData(t, buyer, line!.orderGoodsId)).data.pool.total;
    const applied = await apply(line!.orderGoodsId, 2, total);
    const balanceOf = async () => (await moneyOf(t.database.db, buyer.memberId)).balanceFen;
    const before = await balanceOf();
    const results = await Promise.all(
      s.map((session) => staffRefund(t, session, 'agree', { refund_id: applied.data.refund_id })),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code !== 0).map((r) => r.message)).toEqual(
      Array.from({ length: 3 }, () => '该售后单已被处理，请刷新后查看'),
    );
    const after = await balanceOf();
    expect(fenToYuan(after - before)).toBe(total);
    const [ledger] = await t.database.db
      .select({ total: sum(memberAccount.amountFen) })
      .from(memberAccount)
      .where(
        and(
          eq(memberAccount.fromType, 'refund'),
          eq(memberAccount.relateId, applied.data.refund_id),
        ),
      );
    expect(fenToYuan(Number(ledger?.total))).toBe(total);
    const [row] = await t.database.db
      .select()
      .from(orderGoods)
      .where(eq(orderGoods.orderGoodsId, line!.orderGoodsId));
    expect(row).toMatchObject({ refundNum: 2 });
  });

  it('a refund and a shipment of the same units at once: the units are counted once', async () => {
    const created = await paidOrders(t, buyer, [{ sku_id: f.goods.plain.skuId, num: 4 }]);
    const orderId = created.order_ids[0]!;
    const [line] = await linesOf(t, orderId);
    const applied = await apply(line!.orderGoodsId, 3, '1.00');
    const stockBefore = await skuStock(t, f.goods.plain.skuId);
    const [agreed, shipped] = await Promise.all([
      staffRefund(t, s[0]!, 'agree', { refund_id: applied.data.refund_id }),
      consolePost(t, s[1]!, '/staff/api/order/ship', {
        order_id: orderId,
        express_company: 'SF',
        express_no: `SF${orderId}77`,
        goods: [
          { order_goods_id: line!.orderGoodsId, num: 4, batch_no: 'B1', expiry_date: '2028-01-31' },
        ],
      }),
    ]);
    expect(agreed.code).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(orderGoods)
      .where(eq(orderGoods.orderGoodsId, line!.orderGoodsId));
    expect(row!.refundNum).toBe(3);
    if (shipped.code === 0) {
      // Shipped first: the buyer keeps the goods and gets money back; nothing returns to stock.
      expect(row!.deliveryNum).toBe(4);
      expect(await skuStock(t, f.goods.plain.skuId)).toBe(stockBefore);
    } else {
      // Refunded first: the 3 units went back to stock and 4 no longer fit in the parcel.
      expect(row!.deliveryNum).toBe(0);
      expect(await skuStock(t, f.goods.plain.skuId)).toBe(stockBefore + 3);
    }
  });
});
