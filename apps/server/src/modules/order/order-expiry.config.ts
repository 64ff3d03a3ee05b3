/**
 * The pay timeout (ORDER_PAY_TIMEOUT_MINUTES) of each database handle, set when the app starts
 * (`orderExpiryPlugin`; one app per database handle), read by the pay, the order views and the
 * expiry sweep. Kept apart from the sweep so the order views can read it without a cycle.
 */
export const DEFAULT_PAY_TIMEOUT_MINUTES = 1440;

const timeouts = new WeakMap<object, number>();

export function setPayTimeout(db: object, minutes: number): void {
  timeouts.set(db, minutes * 60_000);
}

/** How long an order on `db` may wait for payment, in ms. */
export const payTimeoutMsOf = (db: object): number =>
  timeouts.get(db) ?? DEFAULT_PAY_TIMEOUT_MINUTES * 60_000;

/** When an order created at `createdAt` closes by itself. */
export const payDeadlineOf = (db: object, createdAt: Date): Date =>
  new Date(createdAt.getTime() + payTimeoutMsOf(db));
