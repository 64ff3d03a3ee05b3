import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { shop } from '../catalogue/catalogue.tables';

/**
 * A staff account (issue 15). `role`: admin, operator, finance, member_manager, servicer (answers
 * the chat from the workbench) or salesman (`STAFF_ROLES` in contracts). An account belongs to the
 * shop `site_id`; a platform account (`is_platform` 1) sees and acts for every shop.
 */
export const staff = pgTable(
  'staff',
  {
    staffId: serial('staff_id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => shop.siteId),
    username: varchar('username', { length: 30 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: varchar('nickname', { length: 30 }).notNull(),
    headimg: text('headimg').notNull().default(''),
    /** A salesman's phone, shown to the members they serve. */
    mobile: varchar('mobile', { length: 20 }).notNull().default(''),
    /** A salesman's code in the shop's ERP, by which ERP members name their salesman (issue 26). */
    erpCode: varchar('erp_code', { length: 40 }).notNull().default(''),
    /** The member login of a salesman (业务员), who opens their team pages in the member centre (0: none). */
    memberId: integer('member_id').notNull().default(0),
    role: varchar('role', { length: 20 }).notNull().default('servicer'),
    isPlatform: smallint('is_platform').notNull().default(0),
    /** 1 usable, 0 locked. */
    status: smallint('status').notNull().default(1),
    /** 1 when the servicer chose to take chats (上线) on the workbench. */
    online: smallint('online').notNull().default(0),
    /** Last sign of life of the servicer's socket: presence expires without it. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_username_uq').on(sql`lower(${t.username})`),
    index('staff_site_idx').on(t.siteId),
  ],
);

/** A staff login: only the token's hash is stored. */
export const staffToken = pgTable(
  'staff_token',
  {
    tokenId: serial('token_id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.staffId),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why the console ended it ('disabled', 'password_reset', 'moved'); '' for a logout. */
    revokeReason: varchar('revoke_reason', { length: 20 }).notNull().default(''),
    /** The last call made with the token: a console session ends after an idle time. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** sha256 of the session's CSRF token, which console writes must echo in a header. */
    csrfHash: varchar('csrf_hash', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_token_hash_uq').on(t.tokenHash),
    index('staff_token_staff_idx').on(t.staffId),
  ],
);

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
