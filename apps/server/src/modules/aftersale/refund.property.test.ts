import { poolRefundCap } from '@shop/contracts/aftersale';
import { seededRandom } from '@shop/contracts/common';
import { fenToYuan, yuanToFen } from '@shop/contracts/money';
import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAccount, memberCoupon, order } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import type { CartFixture } from '../cart/cart.testing';
import { addCoupon } from '../order/order-create.fixtures';
import {
  linesOf,
  newKey,
  paidOrders,
  refundData,
  refundFixture,
  richBuyer,
  staffRefund,
} from './refund.testing';
import { moneyOf } from '../finance/member-money.testing';

/**
 * Issue 17: for random orders with promotions, a coupon, a full reduction and freight, refunding
 * every line in random pieces (each asking a random amount up to what the form allows, the last
 * piece of a line what is left) gives back exactly what was paid, to the fen: the balance ends
 * where it began, the order closes and its coupon comes back.
 */
describe('property: all refunds of an order sum to what it charged', () => {
  let t: TestApp;
  let f: CartFixture;
  let staff: ConsoleSession;

  beforeAll(async () => {
    t = await createTestApp();
    f = await refundFixture(t);
    staff = await consoleSession(t, { role: 'operator', siteId: f.shops.main });
  });
  afterAll(() => t.close());

  const kinds = () => {
    const g = f.goods;
    return [
      { sku_id: g.plain.skuId, max: 8 },
      { sku_id: g.seckill.skuId, max: 3 },
      { sku_id: g.discount.skuId, max: 6 },
      { sku_id: g.wholesale.skuId, max: 40 },
      { sku_id: g.getfree.skuId, max: 12 },
      { sku_id: g.getfreeOther.skuId, max: 3 },
      { bl_id: f.bundles.running, max: 1 },
    ];
  };
  const balanceOf = async (memberId: number) => (await moneyOf(t.database.db, memberId)).balanceFen;

  it.each([3, 17, 29, 43, 61, 97])('seed %i', async (seed) => {
    const next = seededRandom(seed);
    const int = (max: number) => Math.floor(next() * (max + 1));
    const buyer = await richBuyer(t, `refprop${seed}`);
    const couponId = await addCoupon(t.database.db, {
      siteId: f.shops.main,
      memberId: buyer.memberId,
      type: 'reward',
      moneyFen: 300 + int(700),
    });
    const picked = kinds().filter(() => next() < 0.6);
    const items = (picked.length > 0 ? picked : kinds().slice(0, 1)).map(({ max, ...item }) => ({
      ...item,
      num: 1 + int(max - 1),
    }));
    const start = await balanceOf(buyer.memberId);
    const created = await paidOrders(t, buyer, items);
    const paidFen = yuanToFen(created.pay_money);
    expect(await balanceOf(buyer.memberId)).toBe(start - paidFen);

    let refundedFen = 0;
    for (const orderId of created.order_ids) {
      for (const line of await linesOf(t, orderId)) {
        let left = line.num;
        while (left > 0) {
          const data = (await refundData(t, buyer, line.orderGoodsId)).data;
          expect(data.refundable_num).toBe(left);
          const n = 1 + int(left - 1);
          const cap = poolRefundCap(data.pool, n);
          // Never ¥0 where money could go back (refused, issue 25).
          const askedFen = n === left || cap === 0 ? cap : 1 + int(cap - 1);
          const applied = await t.call<{ refund_id: number }>('/api/orderrefund/refund', {
            token: buyer.token,
            order_goods_id: line.orderGoodsId,
            refund_type: 1,
            num: n,
            refund_money: fenToYuan(askedFen),
            reason: data.reasons[0],
            idempotency_key: newKey(`p${seed}`),
          });
          expect(applied.code, applied.message).toBe(0);
          const agreed = await staffRefund(t, staff, 'agree', {
            refund_id: applied.data.refund_id,
          });
          expect(agreed.data, agreed.message).toMatchObject({ refund_status: 5 });
          refundedFen += askedFen;
          left -= n;
        }
      }
    }

    expect(refundedFen).toBe(paidFen);
    expect(await balanceOf(buyer.memberId)).toBe(start);
    const [ledger] = await t.database.db
      .select({ total: sum(memberAccount.amountFen) })
      .from(memberAccount)
      .where(and(eq(memberAccount.memberId, buyer.memberId), eq(memberAccount.fromType, 'refund')));
    expect(Number(ledger?.total)).toBe(paidFen);
    for (const orderId of created.order_ids) {
      const [row] = await t.database.db.select().from(order).where(eq(order.orderId, orderId));
      expect(row?.orderStatus).toBe(-1);
    }
    const [coupon] = await t.database.db
      .select()
      .from(memberCoupon)
      .where(eq(memberCoupon.couponId, couponId));
    expect(coupon?.state).toBe(1);
  });
});
