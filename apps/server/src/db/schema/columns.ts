import { timestamp } from 'drizzle-orm/pg-core';

/** Time columns: always with time zone; the shop's zone is Asia/Shanghai at the edges. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
