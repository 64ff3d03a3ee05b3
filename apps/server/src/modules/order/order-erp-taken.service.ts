import {
  ErpOrderTakenRowSchema,
  judgeErpRows,
  rowKey,
  summariseErpRows,
  type ErpBatchResult,
  type ErpRowResult,
} from '@shop/contracts/erp';
import type { Db } from '../../db/client';
import { refusedRow } from '../../lib/erp-rows';
import type { Lang } from '../../lib/i18n/translate';
import { markTaken, shopOrdersByNo } from './order-erp.repository';

/**
 * `/open/api/v1/orders/taken` (issue 26 "Orders out"): the ERP says it took these orders of its
 * shop. The first time marks the order (updated), again it is unchanged; an order number the
 * shop does not have (another shop's included) is refused. Marking does not move the order's
 * update time (ADR 0027), so a taken order does not come back in the feed.
 */
export async function markOrdersTaken(
  db: Db,
  siteId: number,
  rows: readonly unknown[],
  lang: Lang,
): Promise<ErpBatchResult> {
  const { accepted, refused } = judgeErpRows(ErpOrderTakenRowSchema, rows, rowKey('order_no'));
  const results: ErpRowResult[] = [...refused];
  await db.transaction(async (tx) => {
    const found = await shopOrdersByNo(
      tx,
      siteId,
      accepted.map((a) => a.row.order_no),
    );
    const idOf = new Map(found.map((o) => [o.orderNo, o.orderId]));
    const marked = await markTaken(
      tx,
      found.map((o) => o.orderId),
    );
    const counted = new Set<number>();
    for (const { index, key, row } of accepted) {
      const orderId = idOf.get(row.order_no);
      if (orderId === undefined) {
        results.push(refusedRow({ index, key }, 'order_no', lang, 'order.not_found'));
        continue;
      }
      // The same number twice in one batch: the first marks it, the second finds it marked.
      const first = marked.has(orderId) && !counted.has(orderId);
      counted.add(orderId);
      results.push({ index, key, status: first ? 'updated' : 'unchanged' });
    }
  });
  return summariseErpRows(results);
}
