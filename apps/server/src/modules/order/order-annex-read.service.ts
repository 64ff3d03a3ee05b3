import { staffMay } from '@shop/contracts/staff';
import type { OrderGoodsAnnex } from '@shop/contracts/order';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Lang } from '../../lib/i18n/translate';
import { storedDocument } from '../../lib/upload/document-store';
import { staffReaches, type StaffIdentity } from '../auth';
import { ANNEX_KIND, linesWithBatches } from './order-annex-view';
import { findAnnex } from './order-annex.repository';
import { packagesOfOrders } from './order-package.service';
import { findOrderState, orderGoodsOf } from './order.repository';

/**
 * `/api/order/orderGoodsAnnex` (spec §7): each line of the member's order with the batches
 * shipped of it and their documents. Another member's order is "not found".
 */
export async function getOrderGoodsAnnex(
  db: DbExecutor,
  memberId: number,
  orderId: number,
  lang: Lang,
): Promise<OrderGoodsAnnex[]> {
  if (!(await findOrderState(db, memberId, orderId))) throw new AppError('order.not_found');
  const [lines, packages] = await Promise.all([
    orderGoodsOf(db, [orderId]),
    packagesOfOrders(db, [orderId], lang),
  ]);
  return linesWithBatches(lines, packages.get(orderId) ?? []);
}

/** Who asks for a document: the signed-in member and the staff session, either may be absent. */
export type AnnexReader = { memberId: number | null; staff: StaffIdentity | null };

/**
 * The file of a document, for the order's member or a staff account that reads orders of the
 * order's shop; null for anyone else, exactly as for a document that does not exist.
 */
export async function annexFileFor(
  db: DbExecutor,
  documentDir: string,
  reader: AnnexReader,
  annexId: number,
): Promise<{ file: string; contentType: string; fileName: string } | null> {
  const found = await findAnnex(db, annexId);
  if (!found) return null;
  const staff = reader.staff;
  const mayRead =
    found.memberId === reader.memberId ||
    (staff !== null && staffMay(staff.role, 'order.read') && staffReaches(staff, found.siteId));
  if (!mayRead) return null;
  const stored = storedDocument(documentDir, ANNEX_KIND, found.annex.filePath);
  return (
    stored && { file: stored.file, contentType: stored.contentType, fileName: found.annex.fileName }
  );
}
