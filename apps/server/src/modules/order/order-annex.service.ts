import {
  AnnexDocTypeSchema,
  type AnnexDocument,
  type ConsoleBatchBodySchema,
} from '@shop/contracts/order';
import { IdSchema } from '@shop/contracts/common';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Lang } from '../../lib/i18n/translate';
import { shopDay } from '../../lib/shop-day';
import { displayFileName, removeStoredDocument } from '../../lib/upload/document-store';
import { recordStaffAction, staffReaches, type StaffActor } from '../auth';
import { storeUploadedDocument, type UploadedFile } from '../member';
import { ANNEX_KIND, docTypeName, toAnnexDocument } from './order-annex-view';
import {
  countAnnexes,
  deleteAnnexRow,
  findAnnex,
  insertAnnex,
  lockPackageLine,
  updateBatch,
} from './order-annex.repository';

/**
 * The console's batch writes (issue 17): staff of the order's shop correct a shipped line's batch
 * and attach or remove its documents. A line or document of another shop's order is answered as
 * one that does not exist. Each write is audited against the order.
 */

type BatchBody = z.output<typeof ConsoleBatchBodySchema>;

/** Documents one package line may carry (a few reports per batch, never an archive). */
export const ANNEX_MAX_PER_LINE = 10;

async function reachableLine(tx: DbExecutor, actor: StaffActor, packageGoodsId: number) {
  const line = await lockPackageLine(tx, packageGoodsId);
  if (!line || !staffReaches(actor, line.siteId)) throw new AppError('order.package_line_unknown');
  return line;
}

/**
 * `/staff/api/order/batch`: a medicine's line keeps both its batch number and expiry date; other
 * goods may clear them. The expiry date may not lie before the day the package left.
 */
export async function setBatch(db: Db, actor: StaffActor, body: BatchBody): Promise<number> {
  return db.transaction(async (tx) => {
    const line = await reachableLine(tx, actor, body.package_goods_id);
    if (line.isMedicinal === 1 && (!body.batch_no || !body.expiry_date))
      throw new AppError('order.ship_batch_required', { name: line.skuName });
    if (body.expiry_date && body.expiry_date < shopDay(line.shippedAt))
      throw new AppError('order.batch_expired', { name: line.skuName });
    await updateBatch(tx, line.id, { batchNo: body.batch_no, expiryDate: body.expiry_date });
    await recordStaffAction(tx, actor, {
      action: 'order.batch',
      siteId: line.siteId,
      targetType: 'order',
      targetId: line.orderId,
      before: { package_goods_id: line.id, batch_no: line.batchNo, expiry_date: line.expiryDate },
      after: { package_goods_id: line.id, batch_no: body.batch_no, expiry_date: body.expiry_date },
    });
    return line.id;
  });
}

/** The upload's form fields, each refused with its own message. */
function uploadFields(fields: Record<string, string>) {
  const packageGoodsId = IdSchema.safeParse(fields.package_goods_id);
  if (!packageGoodsId.success) throw new AppError('order.package_line_unknown');
  const docType = AnnexDocTypeSchema.safeParse(fields.doc_type);
  if (!docType.success) throw new AppError('order.annex_doc_type_invalid');
  return { packageGoodsId: packageGoodsId.data, docType: docType.data };
}

/**
 * `/staff/api/order/annexupload`: stores the document (a PDF as sent, an image re-encoded, under
 * the documents root that no static route serves) and attaches it to the package line. The file
 * is removed again when the attachment fails.
 */
export async function uploadAnnex(
  db: Db,
  actor: StaffActor,
  deps: { documentDir: string; lang: Lang },
  upload: UploadedFile,
): Promise<AnnexDocument> {
  const { packageGoodsId, docType } = uploadFields(upload.fields);
  let storedKey = '';
  try {
    return await db.transaction(async (tx) => {
      const line = await reachableLine(tx, actor, packageGoodsId);
      if ((await countAnnexes(tx, line.id)) >= ANNEX_MAX_PER_LINE)
        throw new AppError('order.annex_too_many', { max: ANNEX_MAX_PER_LINE });
      const stored = await storeUploadedDocument(upload.data, {
        root: deps.documentDir,
        kind: ANNEX_KIND,
      });
      storedKey = stored.key;
      const row = await insertAnnex(tx, {
        packageGoodsId: line.id,
        orderGoodsId: line.orderGoodsId,
        docType,
        fileName: displayFileName(upload.filename, stored.ext, docTypeName(deps.lang, docType)),
        filePath: stored.key,
      });
      await recordStaffAction(tx, actor, {
        action: 'order.annex_upload',
        siteId: line.siteId,
        targetType: 'order',
        targetId: line.orderId,
        after: {
          annex_id: row.annexId,
          package_goods_id: line.id,
          doc_type: docType,
          file_name: row.fileName,
        },
      });
      return toAnnexDocument(row, deps.lang);
    });
  } catch (error) {
    if (storedKey) await removeStoredDocument(deps.documentDir, ANNEX_KIND, storedKey);
    throw error;
  }
}

/** `/staff/api/order/annexdelete`: removes the document and, once that is kept, its file. */
export async function deleteAnnex(
  db: Db,
  actor: StaffActor,
  documentDir: string,
  annexId: number,
): Promise<number> {
  const removed = await db.transaction(async (tx) => {
    const found = await findAnnex(tx, annexId);
    if (!found || !staffReaches(actor, found.siteId)) throw new AppError('order.annex_not_found');
    await deleteAnnexRow(tx, annexId);
    await recordStaffAction(tx, actor, {
      action: 'order.annex_delete',
      siteId: found.siteId,
      targetType: 'order',
      targetId: found.orderId,
      before: {
        annex_id: annexId,
        package_goods_id: found.annex.packageGoodsId,
        doc_type: found.annex.docType,
        file_name: found.annex.fileName,
      },
    });
    return found.annex;
  });
  await removeStoredDocument(documentDir, ANNEX_KIND, removed.filePath);
  return annexId;
}
