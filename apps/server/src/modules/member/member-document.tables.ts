import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { member } from './member.tables';

/**
 * One licence or certificate of a member (issue 16): its type (a `type_key` of the qualification
 * config), number, validity, the business scopes it covers and its images. A renewal is a new row
 * of the same type; the older approved row keeps counting until the renewal is approved.
 * status: 0 waiting review, 1 approved, -1 rejected, 2 replaced by an approved renewal.
 * `valid_to` null: valid without end (长期).
 */
export const memberDocument = pgTable(
  'member_document',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.memberId),
    typeKey: varchar('type_key', { length: 40 }).notNull(),
    docNo: varchar('doc_no', { length: 64 }).notNull().default(''),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    /** Business scope keys the document covers (处方药, 第二类医疗器械 ...). */
    scopes: jsonb('scopes').notNull().default([]),
    /** Stored image paths. */
    images: jsonb('images').notNull().default([]),
    status: smallint('status').notNull().default(0),
    rejectReason: varchar('reject_reason', { length: 200 }).notNull().default(''),
    reviewedBy: integer('reviewed_by').notNull().default(0),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('member_document_member_idx').on(t.memberId, t.typeKey),
    index('member_document_status_idx').on(t.status, t.createdAt),
  ],
);
