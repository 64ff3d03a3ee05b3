import { DeliveryTypeSchema, expressCompanyName, type OrderPackage } from '@shop/contracts/order';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Lang } from '../../lib/i18n/translate';
import { toAnnexDocument } from './order-annex-view';
import { annexesOf } from './order-annex.repository';
import { traceCodesOf } from './order-erp.repository';
import { packageGoodsOf, packagesOf } from './order-package.repository';
import { findOrderState } from './order.repository';

/**
 * The packages of the orders as the buyer and the console see them, oldest first, each line
 * with its batch, the batch's documents (issue 17) and the boxes' traceability codes (issue 26).
 */
export async function packagesOfOrders(
  db: DbExecutor,
  orderIds: number[],
  lang: Lang,
): Promise<Map<number, OrderPackage[]>> {
  const packages = await packagesOf(db, orderIds);
  const lines = await packageGoodsOf(
    db,
    packages.map((p) => p.packageId),
  );
  const [annexes, codes] = await Promise.all([
    annexesOf(
      db,
      lines.map((l) => l.id),
    ),
    traceCodesOf(
      db,
      lines.map((l) => l.id),
    ),
  ]);
  const byOrder = new Map<number, OrderPackage[]>();
  for (const p of packages) {
    const view: OrderPackage = {
      package_id: p.packageId,
      delivery_type: DeliveryTypeSchema.catch('express').parse(p.deliveryType),
      express_company: p.expressCompany,
      express_company_name: expressCompanyName(p.expressCompany),
      express_no: p.expressNo,
      courier_name: p.courierName,
      courier_mobile: p.courierMobile,
      create_time: p.createdAt.getTime(),
      goods: lines
        .filter((l) => l.packageId === p.packageId)
        .map((l) => ({
          package_goods_id: l.id,
          order_goods_id: l.orderGoodsId,
          sku_name: l.skuName,
          sku_image: l.skuImage,
          spec_name: l.specName,
          unit: l.unit,
          num: l.num,
          batch_no: l.batchNo,
          expiry_date: l.expiryDate,
          traceability_codes: codes.filter((c) => c.packageGoodsId === l.id).map((c) => c.code),
          documents: annexes
            .filter((a) => a.packageGoodsId === l.id)
            .map((a) => toAnnexDocument(a, lang)),
        })),
    };
    byOrder.set(p.orderId, [...(byOrder.get(p.orderId) ?? []), view]);
  }
  return byOrder;
}

/** `/api/order/package`: the member's order's packages; another member's order is "not found". */
export async function getOrderPackages(
  db: DbExecutor,
  memberId: number,
  orderId: number,
  lang: Lang,
): Promise<OrderPackage[]> {
  if (!(await findOrderState(db, memberId, orderId))) throw new AppError('order.not_found');
  return (await packagesOfOrders(db, [orderId], lang)).get(orderId) ?? [];
}
