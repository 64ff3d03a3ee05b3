import { failureLimit, type FailureLimitRule } from '../../lib/kv/failure-limit';
import type { KeyValueStore } from '../../lib/kv/kv';

const FIFTEEN_MINUTES = 15 * 60_000;

/** Wrong passwords for one username from one address before that pair pauses. */
export const LOGIN_MAX_FAILURES = 5;

/** Wrong passwords for one account, from any addresses, before its password login locks. */
export const ACCOUNT_MAX_FAILURES = 10;

const perAddressRule: FailureLimitRule = {
  name: 'login:address',
  max: LOGIN_MAX_FAILURES,
  windowMs: FIFTEEN_MINUTES,
  lockMs: FIFTEEN_MINUTES,
};

const perAccountRule: FailureLimitRule = {
  name: 'login:account',
  max: ACCOUNT_MAX_FAILURES,
  windowMs: FIFTEEN_MINUTES,
  lockMs: FIFTEEN_MINUTES,
};

/**
 * The password login's limits, kept in the shared store: a guesser at one address pauses after
 * 5 wrong passwords for a username; an account's password login locks after 10 from any mix of
 * addresses (a distributed guesser), until 15 minutes pass or the owner proves the account by SMS.
 */
export const loginLimits = (kv: KeyValueStore) => ({
  perAddress: failureLimit(kv, perAddressRule),
  perAccount: failureLimit(kv, perAccountRule),
});

/** The minutes an account lock lasts, for its message. */
export const ACCOUNT_LOCK_MINUTES = perAccountRule.lockMs / 60_000;

/**
 * The account a password login is for: the member when the username (or mobile) names one, else
 * the typed name, so an unknown username is counted and locked the same way (nothing tells
 * whether it exists) and a member's username and mobile share one count.
 */
export const accountSubject = (memberId: number | null, username: string): string =>
  memberId !== null ? `member:${memberId}` : `name:${username.trim().toLowerCase()}`;

/** The owner proved the account another way (an SMS code): its password login opens again. */
export const liftAccountLock = (kv: KeyValueStore, memberId: number): Promise<void> =>
  loginLimits(kv).perAccount.clear(accountSubject(memberId, ''));
