import type { Db, DbExecutor } from '../../db/client';
import { payDeadlineOf, payTimeoutMsOf } from './order-expiry.config';
import { closeWaitingOrder } from './order.service';
import {
  findExpiredOrders,
  findExpiredOrdersOfPay,
  oldestWaitingOrderOf,
  tryLockPay,
} from './order-expiry.repository';

/**
 * Unpaid orders close by themselves: an order waiting payment (status 0) older than the pay
 * timeout (the console's setting, else ORDER_PAY_TIMEOUT_MINUTES), unless its transfer voucher waits for review (pay status
 * 2), is closed exactly like the buyer's close (`closeWaitingOrder`, logged 'auto_close'): stock
 * and coupons go back and its payment shrinks or is cancelled. Each server process sweeps every
 * `SWEEP_INTERVAL_MS`; the conditional status update closes each order once however many sweep.
 */

export const SWEEP_INTERVAL_MS = 60_000;
export const SWEEP_BATCH = 100;

/**
 * When the payment's orders still waiting close by itself (its oldest one), in ms; null when
 * none waits or the payment is not waiting (paid, cancelled, voucher under review).
 */
export async function payCloseTime(
  db: Db,
  pay: { outTradeNo: string; status: number },
): Promise<number | null> {
  if (pay.status !== 0) return null;
  const oldest = await oldestWaitingOrderOf(db, pay.outTradeNo);
  return oldest ? (await payDeadlineOf(db, oldest)).getTime() : null;
}

type Target = { memberId: number; orderId: number; outTradeNo: string };

/** Closes one expired order in its own transaction; false when it was not (or no longer) due. */
async function closeExpired(db: Db, target: Target): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await tryLockPay(tx, target.outTradeNo))) return false;
    return closeWaitingOrder(tx, target, { action: 'auto_close', unlessReviewing: true });
  });
}

/**
 * One sweep: closes up to `limit` expired orders, oldest first. An order that fails is logged
 * through `onError` and left for the next sweep. Answers how many closed.
 */
export async function closeExpiredOrders(
  db: Db,
  options: { now?: Date; limit?: number; onError?: (error: unknown, orderId: number) => void } = {},
): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - (await payTimeoutMsOf(db)));
  const due = await findExpiredOrders(db, cutoff, options.limit ?? SWEEP_BATCH);
  let closed = 0;
  for (const target of due) {
    try {
      if (await closeExpired(db, target)) closed += 1;
    } catch (error) {
      options.onError?.(error, target.orderId);
    }
  }
  return closed;
}

/**
 * Closes the payment's expired orders now (the pay call does, so a buyer cannot pay an order past
 * its deadline before the sweep gets to it). Answers how many closed.
 */
export async function closeExpiredOrdersOfPay(
  db: Db,
  outTradeNo: string,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - (await payTimeoutMsOf(db)));
  let closed = 0;
  for (const target of await findExpiredOrdersOfPay(db, outTradeNo, cutoff)) {
    const done = await db.transaction((tx) =>
      closeWaitingOrder(tx, target, { action: 'auto_close', unlessReviewing: true }),
    );
    if (done) closed += 1;
  }
  return closed;
}

/** Whether some order of the payment still waiting is past its deadline (inside the pay). */
export async function payHasExpiredOrder(
  db: DbExecutor,
  timeoutOf: object,
  outTradeNo: string,
  now = new Date(),
): Promise<boolean> {
  const oldest = await oldestWaitingOrderOf(db, outTradeNo);
  return oldest !== null && (await payDeadlineOf(db, oldest, timeoutOf)) <= now;
}
