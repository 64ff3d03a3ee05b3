/** Every account and recharge query starts with this key: a recharge change refreshes them all. */
export const ACCOUNT_KEY = ['account'] as const;
