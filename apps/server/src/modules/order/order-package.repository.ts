import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { order, orderGoods, orderPackage, orderPackageGoods } from './order.tables';

/** SQL of an order's packages (issue 15: shipping in one or more packages). */

export type PackageRow = typeof orderPackage.$inferSelect;

/** The packages of the orders, oldest first. */
export function packagesOf(db: DbExecutor, orderIds: number[]): Promise<PackageRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderPackage)
    .where(inArray(orderPackage.orderId, orderIds))
    .orderBy(asc(orderPackage.packageId));
}

/** The goods of the packages, with their order line's names and the batch shipped. */
export function packageGoodsOf(db: DbExecutor, packageIds: number[]) {
  if (packageIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: orderPackageGoods.id,
      packageId: orderPackageGoods.packageId,
      orderGoodsId: orderPackageGoods.orderGoodsId,
      num: orderPackageGoods.num,
      batchNo: orderPackageGoods.batchNo,
      expiryDate: orderPackageGoods.expiryDate,
      skuName: orderGoods.skuName,
      skuImage: orderGoods.skuImage,
      specName: orderGoods.specName,
      unit: orderGoods.unit,
    })
    .from(orderPackageGoods)
    .innerJoin(orderGoods, eq(orderGoods.orderGoodsId, orderPackageGoods.orderGoodsId))
    .where(inArray(orderPackageGoods.packageId, packageIds))
    .orderBy(asc(orderPackageGoods.id));
}

/** The package of the order with this express company and tracking number, if any. */
export async function findExpressPackage(
  db: DbExecutor,
  orderId: number,
  company: string,
  expressNo: string,
): Promise<PackageRow | undefined> {
  const [row] = await db
    .select()
    .from(orderPackage)
    .where(
      and(
        eq(orderPackage.orderId, orderId),
        eq(orderPackage.expressCompany, company),
        eq(orderPackage.expressNo, expressNo),
      ),
    );
  return row;
}

/** A line of a new package: units of one order line, from one batch ('' when none given). */
export type PackageLineInsert = {
  orderGoodsId: number;
  num: number;
  batchNo?: string;
  expiryDate?: string;
};

export async function insertPackage(
  db: DbExecutor,
  row: typeof orderPackage.$inferInsert,
  lines: PackageLineInsert[],
): Promise<number> {
  const [saved] = await db
    .insert(orderPackage)
    .values(row)
    .returning({ packageId: orderPackage.packageId });
  if (!saved) throw new Error('order_package insert returned nothing');
  await db
    .insert(orderPackageGoods)
    .values(lines.map((l) => ({ packageId: saved.packageId, ...l })));
  return saved.packageId;
}

/**
 * Counts `num` more units of the line as shipped, only while the shipped units stay within the
 * bought quantity less the refunded units (issue 15: Σ packages per line ≤ bought; issue 17);
 * answers whether it did.
 */
export async function addDeliveryNum(
  db: DbExecutor,
  orderGoodsId: number,
  num: number,
): Promise<boolean> {
  const rows = await db
    .update(orderGoods)
    .set({ deliveryNum: sql`${orderGoods.deliveryNum} + ${num}` })
    .where(
      and(
        eq(orderGoods.orderGoodsId, orderGoodsId),
        sql`${orderGoods.deliveryNum} + ${num} <= ${orderGoods.num} - ${orderGoods.refundNum}`,
      ),
    )
    .returning({ id: orderGoods.orderGoodsId });
  return rows.length === 1;
}

/** Moves the order from status `from` to `to` (staff side: any member's); answers whether it did. */
export async function moveStaffOrderStatus(
  db: DbExecutor,
  orderId: number,
  from: number,
  to: number,
): Promise<boolean> {
  const rows = await db
    .update(order)
    .set({ orderStatus: to, updatedAt: sql`now()` })
    .where(and(eq(order.orderId, orderId), eq(order.orderStatus, from)))
    .returning({ orderId: order.orderId });
  return rows.length === 1;
}
