import { eq } from 'drizzle-orm';
import { member, order } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { insertTestOrder } from '../order/order.testing';
import { setMoney } from '../finance/member-money.testing';

/** Test support for the verification desk (imported by tests only). */

/** Gives the member money to pay with the balance (no pay password asked). */
export async function fundMember(t: TestApp, memberId: number): Promise<void> {
  await t.database.db
    .update(member)
    .set({ payPasswordHash: '' })
    .where(eq(member.memberId, memberId));
  await setMoney(t.database.db, memberId, { balanceFen: 10_000_000 });
}

/**
 * A pickup (or virtual goods) order of one line, paid with the balance through `/api/pay/pay`,
 * so it got its code as a real payment gives it. Answers the order id and its code.
 */
export async function paidCodeOrder(
  t: TestApp,
  buyer: { memberId: number; token: string },
  input: {
    siteId: number;
    storeId: number | null;
    line: { goodsId: number; skuId: number; num: number };
    deliveryType?: 'store' | 'virtual';
  },
): Promise<{ orderId: number; code: string }> {
  const created = await insertTestOrder(t, {
    memberId: buyer.memberId,
    siteId: input.siteId,
    moneyFen: 1_000 * input.line.num,
    deliveryType: input.deliveryType ?? 'store',
    lines: [input.line],
  });
  await t.database.db
    .update(order)
    .set({ storeId: input.storeId })
    .where(eq(order.orderId, created.orderId));
  const paid = await t.call('/api/pay/pay', {
    token: buyer.token,
    out_trade_no: created.outTradeNo,
    pay_type: 'balance',
  });
  if (paid.code !== 0) throw new Error(`pay refused: ${paid.message}`);
  const [row] = await t.database.db
    .select({ code: order.pickupCode })
    .from(order)
    .where(eq(order.orderId, created.orderId));
  return { orderId: created.orderId, code: row!.code };
}
