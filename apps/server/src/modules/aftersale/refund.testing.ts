import type { RefundData, RefundState } from '@shop/contracts/aftersale';
import { poolRefundCap } from '@shop/contracts/aftersale';
import { fenToYuan } from '@shop/contracts/money';
import type { OrderCreated } from '@shop/contracts/order';
import { eq } from 'drizzle-orm';
import { orderGoods, shop } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { consolePost, type ConsoleSession } from '../auth/staff-console.testing';
import { seedCartFixture, type CartFixture } from '../cart/cart.testing';
import { addBuyer, submitOrder } from '../order/order-create.fixtures';
import { addManjian, manjianRules } from '../promotion/manjian.testing';
import { setMoney } from '../finance/member-money.testing';

/** Test support for refunds (imported by tests only). */

export type Buyer = Awaited<ReturnType<typeof addBuyer>>;

/**
 * The cart fixture's shops and goods, its main shop charging 8.00 freight per order and a full
 * reduction (满100减10, 满300减30) on everything: orders whose lines share freight and discounts.
 */
export async function refundFixture(t: TestApp): Promise<CartFixture> {
  const f = await seedCartFixture(t.database.db);
  await t.database.db.update(shop).set({ freightFen: 800 }).where(eq(shop.siteId, f.shops.main));
  await addManjian(t.database.db, f.shops.main, {
    rules: manjianRules(1, [
      [100, 10],
      [300, 30],
    ]),
  });
  return f;
}

/** A buyer with money to pay by balance (10 000.00) or credit (limit 10 000.00). */
export async function richBuyer(t: TestApp, name: string): Promise<Buyer> {
  const buyer = await addBuyer(t.database.db, name);
  await setMoney(t.database.db, buyer.memberId, {
    balanceFen: 1_000_000,
    creditLimitFen: 1_000_000,
  });
  return buyer;
}

export type CartItem = { sku_id?: number; bl_id?: number; num: number };

let keySeq = 0;
export const newKey = (prefix = 'refund') => `${prefix}-${Date.now()}-${++keySeq}`.slice(0, 64);

/**
 * Orders `items` through the real calls (cart, confirmation, create) and pays them by `payType`;
 * answers the payment's orders.
 */
export async function paidOrders(
  t: TestApp,
  buyer: Buyer,
  items: CartItem[],
  payType: 'balance' | 'credit' = 'balance',
): Promise<OrderCreated> {
  const cartIds: number[] = [];
  for (const item of items) {
    const added = await t.call<number>('/api/cart/add', { token: buyer.token, ...item });
    if (added.code !== 0) throw new Error(`cart add refused: ${added.message}`);
    if (!cartIds.includes(added.data)) cartIds.push(added.data);
  }
  const created = await submitOrder(t, buyer.token, {
    cart_ids: cartIds,
    address_id: buyer.addressId,
    idempotency_key: newKey('order'),
  });
  if (created.code !== 0) throw new Error(`create refused: ${created.message}`);
  const paid = await t.call('/api/pay/pay', {
    token: buyer.token,
    out_trade_no: created.data.out_trade_no,
    pay_type: payType,
  });
  if (paid.code !== 0) throw new Error(`pay refused: ${paid.message}`);
  return created.data;
}

export const linesOf = (t: TestApp, orderId: number) =>
  t.database.db
    .select()
    .from(orderGoods)
    .where(eq(orderGoods.orderId, orderId))
    .orderBy(orderGoods.orderGoodsId);

export const refundData = (t: TestApp, buyer: Buyer, orderGoodsId: number) =>
  t.call<RefundData>('/api/orderrefund/refundData', {
    token: buyer.token,
    order_goods_id: orderGoodsId,
  });

/** Applies as the refund page does; `money` defaults to the most the units may ask for. */
export async function applyFor(
  t: TestApp,
  buyer: Buyer,
  body: { order_goods_id: number; num: number; refund_type?: 1 | 2; refund_money?: string },
) {
  const data = (await refundData(t, buyer, body.order_goods_id)).data;
  const cap = poolRefundCap(data.pool, body.num);
  return t.call<RefundState>('/api/orderrefund/refund', {
    token: buyer.token,
    refund_type: 1,
    reason: data.reasons[0],
    idempotency_key: newKey(),
    refund_money: fenToYuan(cap),
    ...body,
  });
}

export const staffRefund = <T = RefundState>(
  t: TestApp,
  session: ConsoleSession,
  verb: string,
  body: object,
) => consolePost<T>(t, session, `/staff/api/refund/${verb}`, body);
