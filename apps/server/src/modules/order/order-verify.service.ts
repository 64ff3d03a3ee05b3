import type { OrderVerify } from '@shop/contracts/order';
import type { DbExecutor } from '../../db/client';
import { packagesOf } from './order-package.repository';
import { findCodeOrderRow, type CodeOrderRow } from './order-verify.repository';
import { orderGoodsOf, type OrderGoodsRow } from './order.repository';

/*
 * Orders collected with a code (门店自提, virtual goods; issue 17): the code the buyer sees, and
 * the lookup of a code at a store's verification desk. The desk hands an order over with
 * `handOverOrder` (order-ship.service), the same as the console's pickup.
 */

/** A code's order with its goods lines, as the desk shows and verifies it. */
export type CodeOrder = CodeOrderRow & { lines: OrderGoodsRow[] };

/**
 * The order of shops `siteIds` whose code is `code` (the one still waiting first), with its
 * lines; locked in the caller's transaction with `lock`. Another shop's order is not found.
 */
export async function findCodeOrder(
  db: DbExecutor,
  code: string,
  siteIds: number[],
  options: { lock?: boolean } = {},
): Promise<CodeOrder | undefined> {
  const row = await findCodeOrderRow(db, code, siteIds, options);
  if (!row) return undefined;
  return { ...row, lines: await orderGoodsOf(db, [row.orderId]) };
}

/**
 * The code of a paid pickup or virtual goods order (waiting, or handed over: then when), kept
 * after verification so the buyer sees what was used; null for other orders, before payment
 * and for a closed order.
 */
export async function orderVerifyOf(
  db: DbExecutor,
  row: { orderId: number; orderStatus: number; pickupCode: string },
): Promise<OrderVerify | null> {
  if (row.pickupCode === '' || (row.orderStatus !== 1 && row.orderStatus !== 10)) return null;
  if (row.orderStatus === 1) return { code: row.pickupCode, is_verified: false, verify_time: null };
  const [handedOver] = await packagesOf(db, [row.orderId]);
  return {
    code: row.pickupCode,
    is_verified: true,
    verify_time: handedOver?.createdAt.getTime() ?? null,
  };
}
