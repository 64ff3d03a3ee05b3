import {
  ErpOrderShippedRowSchema,
  judgeErpRows,
  rowKey,
  summariseErpRows,
  type ErpBatchResult,
  type ErpOrderShippedRow,
  type ErpRowResult,
} from '@shop/contracts/erp';
import type { Db, DbTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ErpRowRefusal, inSyncTransaction, refusedRow } from '../../lib/erp-rows';
import type { Lang, MessageKey } from '../../lib/i18n/translate';
import { isUniqueViolation } from '../../lib/unique-violation';
import { lockOrder } from './order-console.repository';
import { codesInUse, insertTraceCodes, shopOrdersByNo } from './order-erp.repository';
import { findExpressPackage, packageGoodsOf } from './order-package.repository';
import { isCodeDelivery } from './pickup-code.repository';
import { shipLockedOrder, type LockedOrder } from './order-ship.service';

/**
 * `/open/api/v1/orders/shipped` (issue 26 "Orders back"): the ERP's parcels of its shop's orders,
 * each line with its batch, expiry date and the boxes' drug traceability codes. One order per
 * row, each in its own transaction, shipped exactly as the console ships (same rules, package
 * rows and timeline); a parcel whose tracking number the order already has is not made twice, so
 * the same shipment sent again is unchanged.
 */

type Package = ErpOrderShippedRow['packages'][number];

/**
 * Each box's code once: within the row, no more codes than units on a line, and none already on
 * another package line of any order (the unique index backs this against a racing shipment).
 */
async function checkCodes(tx: DbTransaction, packages: Package[], fresh: Set<number>) {
  const seen = new Set<string>();
  const asked: { code: string; field: string }[] = [];
  packages.forEach((p, pi) => {
    if (!fresh.has(pi)) return;
    p.lines.forEach((l, li) => {
      const base = `packages.${pi}.lines.${li}.traceability_codes`;
      if (l.traceability_codes.length > l.num)
        throw new ErpRowRefusal(base, 'order.trace_code_count');
      l.traceability_codes.forEach((code, ci) => {
        if (seen.has(code)) throw new ErpRowRefusal(`${base}.${ci}`, 'order.trace_code_used');
        seen.add(code);
        asked.push({ code, field: `${base}.${ci}` });
      });
    });
  });
  const used = await codesInUse(
    tx,
    asked.map((a) => a.code),
  );
  const taken = asked.find((a) => used.has(a.code));
  if (taken) throw new ErpRowRefusal(taken.field, 'order.trace_code_used');
}

/** Ships one new parcel of the locked order and files its lines' codes under its package lines. */
async function shipPackage(tx: DbTransaction, locked: LockedOrder, p: Package) {
  const shipped = await shipLockedOrder(
    tx,
    locked,
    { expressCompany: p.express_company, expressNo: p.express_no },
    p.lines.map((l) => ({
      order_goods_id: l.order_goods_id,
      num: l.num,
      batch_no: l.batch_no,
      expiry_date: l.expiry_date,
    })),
    { staffId: 0, remark: `ERP ${p.express_company} ${p.express_no}` },
  );
  locked.orderStatus = shipped.status;
  const lines = await packageGoodsOf(tx, [shipped.packageId]);
  const codes = p.lines.flatMap((l) => {
    const target = lines.find(
      (x) =>
        x.orderGoodsId === l.order_goods_id &&
        x.batchNo === (l.batch_no ?? '') &&
        x.expiryDate === (l.expiry_date ?? ''),
    );
    if (!target) throw new Error('a shipped line has no package line');
    return l.traceability_codes.map((code) => ({
      packageGoodsId: target.id,
      orderGoodsId: l.order_goods_id,
      siteId: locked.siteId,
      code,
    }));
  });
  await insertTraceCodes(tx, codes);
}

/** One row: the parcels not made yet are shipped; answers whether any was. */
async function shipRow(db: Db, orderId: number, row: ErpOrderShippedRow): Promise<boolean> {
  return inSyncTransaction(db, async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw new ErpRowRefusal('order_no', 'order.not_found');
    const fresh = new Set<number>();
    for (const [pi, p] of row.packages.entries())
      if (!(await findExpressPackage(tx, orderId, p.express_company, p.express_no))) fresh.add(pi);
    if (fresh.size === 0) return false;
    if (isCodeDelivery(locked.deliveryType))
      throw new ErpRowRefusal('order_no', 'order.ship_use_pickup');
    await checkCodes(tx, row.packages, fresh);
    for (const pi of fresh) await shipPackage(tx, locked, row.packages[pi]!);
    return true;
  });
}

/** Ships the rows' orders of the ERP's shop, one transaction per order; answers per row. */
export async function shipOrdersFromErp(
  db: Db,
  siteId: number,
  rows: readonly unknown[],
  lang: Lang,
): Promise<ErpBatchResult> {
  const { accepted, refused } = judgeErpRows(ErpOrderShippedRowSchema, rows, rowKey('order_no'));
  const results: ErpRowResult[] = [...refused];
  const found = await shopOrdersByNo(
    db,
    siteId,
    accepted.map((a) => a.row.order_no),
  );
  const idOf = new Map(found.map((o) => [o.orderNo, o.orderId]));
  for (const { index, key, row } of accepted) {
    const refuse = (field: string, messageKey: MessageKey) =>
      results.push(refusedRow({ index, key }, field, lang, messageKey));
    const orderId = idOf.get(row.order_no);
    if (orderId === undefined) {
      refuse('order_no', 'order.not_found');
      continue;
    }
    try {
      const changed = await shipRow(db, orderId, row);
      results.push({ index, key, status: changed ? 'updated' : 'unchanged' });
    } catch (error) {
      if (error instanceof ErpRowRefusal) refuse(error.field, error.messageKey);
      else if (error instanceof AppError) refuse('packages', error.messageKey);
      // Only the traceability codes' index can refuse a duplicate here (a racing shipment).
      else if (isUniqueViolation(error)) refuse('packages', 'order.trace_code_used');
      else throw error;
    }
  }
  return summariseErpRows(results);
}
