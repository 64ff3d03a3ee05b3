import { createHash } from 'node:crypto';
import {
  ERP_INVOICE_PDF_MAX_BYTES,
  ErpOrderInvoiceRowSchema,
  judgeErpRows,
  rowKey,
  summariseErpRows,
  type ErpBatchResult,
  type ErpOrderInvoiceRow,
  type ErpRowResult,
} from '@shop/contracts/erp';
import { yuanToFen } from '@shop/contracts/money';
import type { Db } from '../../db/client';
import { refusedRow } from '../../lib/erp-rows';
import type { Lang, MessageKey } from '../../lib/i18n/translate';
import { isPdf, removeStoredDocument } from '../../lib/upload/document-store';
import { writeRandomFile } from '../../lib/upload/image-store';
import { findInvoice, saveInvoice, shopOrdersByNo } from './order-erp.repository';

/** The document store's folder of invoices (ADR: documents are served only through a check). */
export const INVOICE_KIND = 'invoice';

type Deps = { documentDir: string; lang: Lang };
type Outcome = { status: 'created' | 'updated' | 'unchanged' } | { field: string; key: MessageKey };

/** The PDF of a row, or why it is refused: too large, or not a PDF by its bytes. */
function pdfOf(row: ErpOrderInvoiceRow): Buffer | MessageKey {
  const pdf = Buffer.from(row.pdf_base64, 'base64');
  if (pdf.length > ERP_INVOICE_PDF_MAX_BYTES) return 'order.invoice_too_large';
  return isPdf(pdf) ? pdf : 'order.invoice_not_pdf';
}

/**
 * One invoice: the same number, date, amount and PDF again is unchanged; a new PDF or fact of
 * the same number replaces the stored one. The file gets a random name from the store; a
 * replaced or unsaved file is removed.
 */
async function saveRow(
  db: Db,
  order: { orderId: number; memberId: number },
  siteId: number,
  row: ErpOrderInvoiceRow,
  documentDir: string,
): Promise<Outcome> {
  const pdf = pdfOf(row);
  if (typeof pdf === 'string') return { field: 'pdf_base64', key: pdf };
  const sha = createHash('sha256').update(pdf).digest('hex');
  const amountFen = yuanToFen(row.amount);
  const before = await findInvoice(db, order.orderId, row.invoice_no);
  if (
    before &&
    before.fileSha256 === sha &&
    before.amountFen === amountFen &&
    before.invoiceDate === row.invoice_date
  )
    return { status: 'unchanged' };
  const filePath = await writeRandomFile(documentDir, INVOICE_KIND, pdf, 'pdf');
  try {
    await saveInvoice(db, {
      orderId: order.orderId,
      memberId: order.memberId,
      siteId,
      invoiceNo: row.invoice_no,
      invoiceDate: row.invoice_date,
      amountFen,
      filePath,
      fileSha256: sha,
    });
  } catch (error) {
    await removeStoredDocument(documentDir, INVOICE_KIND, filePath);
    throw error;
  }
  if (before) await removeStoredDocument(documentDir, INVOICE_KIND, before.filePath);
  return { status: before ? 'updated' : 'created' };
}

/**
 * `/open/api/v1/orders/invoices` (issue 26 "Orders back"): invoices the ERP issued for its shop's
 * orders, each with its PDF (base64, at most 2 MB, a PDF by its magic bytes). The buyer then
 * downloads it from the order's detail.
 */
export async function saveOrderInvoices(
  db: Db,
  siteId: number,
  rows: readonly unknown[],
  deps: Deps,
): Promise<ErpBatchResult> {
  const { accepted, refused } = judgeErpRows(ErpOrderInvoiceRowSchema, rows, rowKey('order_no'));
  const results: ErpRowResult[] = [...refused];
  const found = await shopOrdersByNo(
    db,
    siteId,
    accepted.map((a) => a.row.order_no),
  );
  const orderOf = new Map(found.map((o) => [o.orderNo, o]));
  for (const { index, key, row } of accepted) {
    const order = orderOf.get(row.order_no);
    const outcome: Outcome = order
      ? await saveRow(db, order, siteId, row, deps.documentDir)
      : { field: 'order_no', key: 'order.not_found' };
    results.push(
      'status' in outcome
        ? { index, key, status: outcome.status }
        : refusedRow({ index, key }, outcome.field, deps.lang, outcome.key),
    );
  }
  return summariseErpRows(results);
}
