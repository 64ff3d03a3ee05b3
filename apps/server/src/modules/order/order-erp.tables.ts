import { bigint, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { order, orderGoods, orderPackageGoods } from './order.tables';

/**
 * One drug traceability code (国家药品追溯码, issue 26) of a box shipped in a package line. A box's
 * code is printed once in the world, so it may appear on one package line only: the unique index
 * refuses a second use even when two shipments race.
 */
export const orderTraceCode = pgTable(
  'order_trace_code',
  {
    id: serial('id').primaryKey(),
    packageGoodsId: integer('package_goods_id')
      .notNull()
      .references(() => orderPackageGoods.id),
    orderGoodsId: integer('order_goods_id')
      .notNull()
      .references(() => orderGoods.orderGoodsId),
    siteId: integer('site_id').notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_trace_code_uq').on(t.code),
    index('order_trace_code_line_idx').on(t.packageGoodsId),
  ],
);

/**
 * An invoice the ERP issued for an order (issue 26, `/open/api/v1/orders/invoices`): its number,
 * date, amount and the PDF kept in the document store under a random name (`file_path` is the
 * store's key, never a client name). `file_sha256` tells a resend of the same PDF from a new one.
 */
export const orderInvoice = pgTable(
  'order_invoice',
  {
    invoiceId: serial('invoice_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => order.orderId),
    memberId: integer('member_id').notNull(),
    siteId: integer('site_id').notNull(),
    invoiceNo: varchar('invoice_no', { length: 40 }).notNull(),
    /** YYYY-MM-DD. */
    invoiceDate: varchar('invoice_date', { length: 10 }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    filePath: varchar('file_path', { length: 80 }).notNull(),
    fileSha256: varchar('file_sha256', { length: 64 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('order_invoice_no_uq').on(t.orderId, t.invoiceNo)],
);
