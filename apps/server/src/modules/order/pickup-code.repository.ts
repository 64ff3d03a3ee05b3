import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { order } from './order.tables';

/** Delivery types whose orders are collected with a code shown at a store's desk (issue 17). */
export const CODE_DELIVERY_TYPES = ['store', 'virtual'] as const;
export const isCodeDelivery = (deliveryType: string): boolean =>
  (CODE_DELIVERY_TYPES as readonly string[]).includes(deliveryType);

/** A fixed advisory-lock key for handing out pickup codes. */
const PICKUP_CODE_LOCK = 0x7069636b; // 'pick'
/** Draws before giving up; with 10^8 codes and few waiting orders a second draw is already rare. */
const MAX_DRAWS = 20;

/** A random 8-digit code. */
export const drawPickupCode = () => String(randomInt(0, 100_000_000)).padStart(8, '0');

/** Whether an order still waiting to be picked up (paid, status 1) holds `code`. */
async function codeInUse(db: DbExecutor, code: string): Promise<boolean> {
  const rows = await db
    .select({ id: order.orderId })
    .from(order)
    .where(and(eq(order.pickupCode, code), eq(order.orderStatus, 1)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Gives each paid order an 8-digit pickup code that no other order still waiting to be picked
 * up holds, so a code at the desk names one order (issue 17). Must run in the payment's
 * transaction: the advisory lock is held until it commits, so two payments at once draw one
 * after the other and the second sees the first's code as taken. A code is free again once its
 * order was handed over or closed. `draw` makes the candidates (tests give fixed ones).
 */
export async function assignPickupCodes(
  tx: DbExecutor,
  orderIds: number[],
  draw: () => string = drawPickupCode,
): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${PICKUP_CODE_LOCK})`);
  const drawn = new Set<string>();
  for (const orderId of orderIds) {
    let code = '';
    for (let attempt = 0; attempt < MAX_DRAWS && code === ''; attempt += 1) {
      const candidate = draw();
      if (!drawn.has(candidate) && !(await codeInUse(tx, candidate))) code = candidate;
    }
    if (code === '') throw new Error('no free pickup code found');
    drawn.add(code);
    await tx.update(order).set({ pickupCode: code }).where(eq(order.orderId, orderId));
  }
}
