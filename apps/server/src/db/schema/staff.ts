import { index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Every staff write (issue 15): who, in which shop, what, on which record, the values before and
 * after, and the reason given. Written in the transaction of the change it records.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').notNull(),
    /** The staff account's username at the time (accounts may be renamed or removed). */
    username: varchar('username', { length: 30 }).notNull(),
    /** The shop whose data changed (0: platform-wide, such as settings of no shop). */
    siteId: integer('site_id').notNull(),
    /** A dotted action name, such as `order.voucher_confirm`. */
    action: varchar('action', { length: 50 }).notNull(),
    targetType: varchar('target_type', { length: 30 }).notNull(),
    targetId: varchar('target_id', { length: 40 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_audit_log_created_idx').on(t.createdAt),
    index('staff_audit_log_staff_idx').on(t.staffId, t.createdAt),
    index('staff_audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
