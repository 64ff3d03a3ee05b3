import type { OrderInvoiceFile, OrderLineBatch } from '@shop/contracts/order';
import { fenToYuan } from '@shop/contracts/money';
import type { DbExecutor } from '../../db/client';
import type { StoredFile } from '../../lib/upload/send-stored-file';
import { storedDocument } from '../../lib/upload/document-store';
import { invoicesOf, findMemberInvoice, traceCodesOf } from './order-erp.repository';
import { INVOICE_KIND } from './order-erp-invoice.service';
import { packageGoodsOf, packagesOf } from './order-package.repository';

/** Where the buyer downloads an invoice (a GET, so a link downloads it; see order-invoice.routes). */
export const invoiceUrl = (invoiceId: number) => `/upload/invoice/${invoiceId}`;

/**
 * The batches shipped of the order's lines with their traceability codes (issue 26): what the
 * buyer sees under each line of the order detail (批号/效期/追溯码).
 */
export async function orderBatchesOf(db: DbExecutor, orderId: number): Promise<OrderLineBatch[]> {
  const packages = await packagesOf(db, [orderId]);
  const lines = await packageGoodsOf(
    db,
    packages.map((p) => p.packageId),
  );
  const codes = await traceCodesOf(
    db,
    lines.map((l) => l.id),
  );
  return lines.map((l) => ({
    order_goods_id: l.orderGoodsId,
    package_id: l.packageId,
    batch_no: l.batchNo,
    expiry_date: l.expiryDate,
    num: l.num,
    traceability_codes: codes.filter((c) => c.packageGoodsId === l.id).map((c) => c.code),
  }));
}

/** The order's invoices as the buyer sees them, each with its download link. */
export async function orderInvoicesOf(
  db: DbExecutor,
  orderId: number,
): Promise<OrderInvoiceFile[]> {
  return (await invoicesOf(db, [orderId])).map((i) => ({
    invoice_id: i.invoiceId,
    invoice_no: i.invoiceNo,
    invoice_date: i.invoiceDate,
    amount: fenToYuan(i.amountFen),
    url: invoiceUrl(i.invoiceId),
  }));
}

/**
 * The PDF of an invoice for the member whose order it is; null for anyone else, exactly as for
 * an invoice that does not exist (an id is no authorisation).
 */
export async function invoiceFileFor(
  db: DbExecutor,
  documentDir: string,
  memberId: number | null,
  invoiceId: number,
): Promise<StoredFile | null> {
  if (memberId === null) return null;
  const found = await findMemberInvoice(db, memberId, invoiceId);
  const stored = found && storedDocument(documentDir, INVOICE_KIND, found.filePath);
  return stored
    ? {
        file: stored.file,
        fileName: `invoice-${found.invoiceNo}.pdf`,
        contentType: stored.contentType,
      }
    : null;
}
