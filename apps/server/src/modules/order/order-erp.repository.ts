import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { orderInvoice, orderTraceCode } from './order-erp.tables';
import { order } from './order.tables';

/** SQL of what the ERP writes back to orders (issue 26 "Orders back"). */

/** The shop's orders with these numbers (another shop's order is not among them). */
export function shopOrdersByNo(db: DbExecutor, siteId: number, orderNos: string[]) {
  if (orderNos.length === 0) return Promise.resolve([]);
  return db
    .select({ orderId: order.orderId, orderNo: order.orderNo, memberId: order.memberId })
    .from(order)
    .where(and(eq(order.siteId, siteId), inArray(order.orderNo, orderNos)));
}

/** Marks the orders taken now, those not taken yet; answers the numbers it marked. */
export async function markTaken(db: DbExecutor, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .update(order)
    .set({ erpTakenAt: sql`now()` })
    .where(and(inArray(order.orderId, orderIds), isNull(order.erpTakenAt)))
    .returning({ orderId: order.orderId });
  return new Set(rows.map((r) => r.orderId));
}

/** The codes among `codes` already on a package line. */
export async function codesInUse(db: DbExecutor, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: orderTraceCode.code })
    .from(orderTraceCode)
    .where(inArray(orderTraceCode.code, codes));
  return new Set(rows.map((r) => r.code));
}

export async function insertTraceCodes(
  db: DbExecutor,
  rows: (typeof orderTraceCode.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(orderTraceCode).values(rows);
}

/** The traceability codes of the package lines, in the order they were given. */
export function traceCodesOf(db: DbExecutor, packageGoodsIds: number[]) {
  if (packageGoodsIds.length === 0) return Promise.resolve([]);
  return db
    .select({ packageGoodsId: orderTraceCode.packageGoodsId, code: orderTraceCode.code })
    .from(orderTraceCode)
    .where(inArray(orderTraceCode.packageGoodsId, packageGoodsIds))
    .orderBy(asc(orderTraceCode.id));
}

export type InvoiceRow = typeof orderInvoice.$inferSelect;

/** The order's invoice with this number, if any. */
export async function findInvoice(
  db: DbExecutor,
  orderId: number,
  invoiceNo: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(orderInvoice)
    .where(and(eq(orderInvoice.orderId, orderId), eq(orderInvoice.invoiceNo, invoiceNo)));
  return row;
}

/** Inserts an invoice or, when the order has one with its number, replaces its facts and file. */
export async function saveInvoice(
  db: DbExecutor,
  row: typeof orderInvoice.$inferInsert,
): Promise<void> {
  await db
    .insert(orderInvoice)
    .values(row)
    .onConflictDoUpdate({
      target: [orderInvoice.orderId, orderInvoice.invoiceNo],
      set: {
        invoiceDate: row.invoiceDate,
        amountFen: row.amountFen,
        filePath: row.filePath,
        fileSha256: row.fileSha256,
        updatedAt: sql`now()`,
      },
    });
}

/** The orders' invoices, oldest first. */
export function invoicesOf(db: DbExecutor, orderIds: number[]): Promise<InvoiceRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderInvoice)
    .where(inArray(orderInvoice.orderId, orderIds))
    .orderBy(asc(orderInvoice.invoiceId));
}

/** An invoice by id, only when it is of the member's order. */
export async function findMemberInvoice(
  db: DbExecutor,
  memberId: number,
  invoiceId: number,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(orderInvoice)
    .where(and(eq(orderInvoice.invoiceId, invoiceId), eq(orderInvoice.memberId, memberId)));
  return row;
}
