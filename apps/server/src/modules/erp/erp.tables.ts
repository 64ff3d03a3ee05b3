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
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { staff } from '../auth/staff.tables';
import { shop } from '../catalogue/catalogue.tables';

/**
 * An API key of the open API for ERP tools (issue 26), one shop's. `key_id` is public (`ak_` + 24
 * hex); the secret is kept only encrypted (AES-256-GCM with ERP_SECRET_KEY: iv, tag, ciphertext,
 * base64, see `secret-box.ts`). After a rotation the previous secret keeps working until
 * `previous_valid_until`. `allowed_ips`: addresses or CIDR blocks the key may call from ([]: any).
 */
export const erpKey = pgTable(
  'erp_key',
  {
    keyId: varchar('key_id', { length: 32 }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => shop.siteId),
    note: varchar('note', { length: 60 }).notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    allowedIps: jsonb('allowed_ips').$type<string[]>().notNull().default([]),
    /** 1 enabled, 0 disabled. */
    status: smallint('status').notNull().default(1),
    secretSealed: text('secret_sealed').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousValidUntil: timestamp('previous_valid_until', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => staff.staffId),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('erp_key_site_idx').on(t.siteId, t.createdAt)],
);

/**
 * One open call that passed the signature check (issue 26: audited, who and how many rows): the
 * answer's code, the rows received and what became of them, and how long it took.
 */
export const erpCall = pgTable(
  'erp_call',
  {
    callId: serial('call_id').primaryKey(),
    keyId: varchar('key_id', { length: 32 })
      .notNull()
      .references(() => erpKey.keyId),
    siteId: integer('site_id').notNull(),
    path: varchar('path', { length: 120 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    code: integer('code').notNull(),
    rows: integer('rows').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    durationMs: integer('duration_ms').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // The console pages a shop's calls and one key's calls, newest first.
    index('erp_call_site_idx').on(t.siteId, sql`${t.callId} DESC`),
    index('erp_call_key_idx').on(t.keyId, sql`${t.callId} DESC`),
  ],
);
