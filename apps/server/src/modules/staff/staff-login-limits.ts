import { failureLimit } from '../../lib/kv/failure-limit';
import type { KeyValueStore } from '../../lib/kv/kv';

const FIFTEEN_MINUTES = 15 * 60_000;

/** Wrong passwords for one staff username from one address before that pair pauses. */
export const STAFF_LOGIN_MAX_FAILURES = 5;

/** Wrong passwords for one staff account, from any addresses, before it locks. */
export const STAFF_ACCOUNT_MAX_FAILURES = 10;

/** The minutes a staff account lock lasts, for its message. */
export const STAFF_LOCK_MINUTES = FIFTEEN_MINUTES / 60_000;

/**
 * The staff sign-in's limits (console and workbench alike), kept in the shared store so every
 * process sees them (issue 15: account lock after repeated failures).
 */
export const staffLoginLimits = (kv: KeyValueStore) => ({
  perAddress: failureLimit(kv, {
    name: 'staff:login',
    max: STAFF_LOGIN_MAX_FAILURES,
    windowMs: FIFTEEN_MINUTES,
    lockMs: FIFTEEN_MINUTES,
  }),
  perAccount: failureLimit(kv, {
    name: 'staff:account',
    max: STAFF_ACCOUNT_MAX_FAILURES,
    windowMs: FIFTEEN_MINUTES,
    lockMs: FIFTEEN_MINUTES,
  }),
});
