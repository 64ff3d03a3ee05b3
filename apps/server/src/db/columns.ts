import { timestamp, varchar } from 'drizzle-orm/pg-core';

/** Time columns: always with time zone; the shop's zone is Asia/Shanghai at the edges. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The English value of a shop-configured text beside its Chinese column (issue 14): empty when
 * the shop wrote none, and the Chinese text is shown instead.
 */
export const englishText = (name: string, length: number) =>
  varchar(name, { length }).notNull().default('');
