import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';

/**
 * A sheet a shop imports from the console (issue 26): goods, prices, stock by batch or members.
 * status: uploaded → checking (the dry run) → checked → running → done, or failed (resumable).
 * `checked_rows` / `processed_rows` count the units (data rows, or a grouping kind's groups of
 * rows) handled by the dry run and by the run;
 * each chunk's writes and the count move in one transaction, so after a restart the run resumes
 * at the first row not yet written. `lease_*`: the process working on it, while its lease lasts.
 */
export const erpImportJob = pgTable(
  'erp_import_job',
  {
    jobId: serial('job_id').primaryKey(),
    siteId: integer('site_id').notNull(),
    staffId: integer('staff_id').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    /** The name the file had on the staff member's computer: shown, never used as a path. */
    fileName: varchar('file_name', { length: 200 }).notNull(),
    /** The random name the server stored it under, in the import directory. */
    fileKey: varchar('file_key', { length: 64 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('uploaded'),
    /** The phase under way or last under way: 'check' (the dry run) or 'run'. */
    phase: varchar('phase', { length: 8 }).notNull().default('check'),
    headers: jsonb('headers').$type<string[]>().notNull(),
    /** The first data rows as read, for the mapping step. */
    sample: jsonb('sample').$type<string[][]>().notNull(),
    /** The language of the row results' reasons (the uploader's). */
    lang: varchar('lang', { length: 5 }).notNull().default('zh-CN'),
    /** The batch's options chosen at upload (e.g. create missing categories and brands). */
    options: jsonb('options').$type<{ createMissing?: boolean }>().notNull().default({}),
    /** The kind's field → the header of the column it is read from. */
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    checkedRows: integer('checked_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    error: varchar('error', { length: 500 }).notNull().default(''),
    leaseOwner: varchar('lease_owner', { length: 40 }).notNull().default(''),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('erp_import_job_site_idx').on(t.siteId, t.jobId),
    index('erp_import_job_status_idx').on(t.status),
  ],
);

/**
 * What became of one data row of an import, per phase ('check' or 'run'): its sheet row number
 * (the header is row 1), ERP key, status, and for a refused row the field and reason.
 */
export const erpImportRow = pgTable(
  'erp_import_row',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => erpImportJob.jobId, { onDelete: 'cascade' }),
    phase: varchar('phase', { length: 8 }).notNull(),
    rowNo: integer('row_no').notNull(),
    key: varchar('key', { length: 100 }).notNull().default(''),
    /** 1 created, 2 updated, 3 unchanged, 4 refused (the order the console filters by). */
    status: smallint('status').notNull(),
    field: varchar('field', { length: 60 }).notNull().default(''),
    reason: varchar('reason', { length: 300 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('erp_import_row_uq').on(t.jobId, t.phase, t.rowNo),
    index('erp_import_row_status_idx').on(t.jobId, t.phase, t.status, t.rowNo),
  ],
);

/** The column mapping a shop last confirmed for a kind, offered again on the next upload. */
export const erpImportMapping = pgTable(
  'erp_import_mapping',
  {
    siteId: integer('site_id').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.kind] })],
);
