import { PAY_TIMEOUT_MAX_MINUTES, PAY_TIMEOUT_MIN_MINUTES } from '@shop/contracts/settings';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { getConfig, setConfig } from '../settings';

/**
 * The pay timeout: how long an unpaid order waits before it closes by itself. Staff set it in the
 * console (issue 15), stored as the setting `order_pay_timeout`; until they do, it is
 * ORDER_PAY_TIMEOUT_MINUTES of the app's database handle (set when the app starts,
 * `orderExpiryPlugin`). Read by the pay, the order views and the expiry sweep through the
 * settings cache, so a change reaches every process within the cache's time to live.
 * Kept apart from the sweep so the order views can read it without a cycle.
 */
export const DEFAULT_PAY_TIMEOUT_MINUTES = 1440;
export const PAY_TIMEOUT_KEY = 'order_pay_timeout';

const StoredPayTimeoutSchema = z.object({
  minutes: z.number().int().min(PAY_TIMEOUT_MIN_MINUTES).max(PAY_TIMEOUT_MAX_MINUTES).optional(),
});

const startupMinutes = new WeakMap<object, number>();

/** The timeout of `db` while staff have set none (ORDER_PAY_TIMEOUT_MINUTES). */
export function setPayTimeout(db: object, minutes: number): void {
  startupMinutes.set(db, minutes);
}

/**
 * The pay timeout in minutes, and whether staff set it. `defaultsOf` is the app's database
 * handle when `db` is a transaction.
 */
export async function payTimeoutSetting(
  db: DbExecutor,
  defaultsOf: object = db,
): Promise<{ minutes: number; stored: boolean }> {
  const { minutes } = await getConfig(db, PAY_TIMEOUT_KEY, StoredPayTimeoutSchema);
  if (minutes !== undefined) return { minutes, stored: true };
  return { minutes: startupMinutes.get(defaultsOf) ?? DEFAULT_PAY_TIMEOUT_MINUTES, stored: false };
}

/** Stores the staff's pay timeout (bounds checked by the console's contract). */
export async function storePayTimeout(db: DbExecutor, minutes: number): Promise<void> {
  await setConfig(db, PAY_TIMEOUT_KEY, { minutes });
}

/** How long an order on `db` may wait for payment, in ms. */
export const payTimeoutMsOf = async (db: DbExecutor, defaultsOf: object = db): Promise<number> =>
  (await payTimeoutSetting(db, defaultsOf)).minutes * 60_000;

/** When an order created at `createdAt` closes by itself. */
export const payDeadlineOf = async (
  db: DbExecutor,
  createdAt: Date,
  defaultsOf: object = db,
): Promise<Date> => new Date(createdAt.getTime() + (await payTimeoutMsOf(db, defaultsOf)));
