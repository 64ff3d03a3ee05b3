import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods } from '../catalogue/catalogue.tables';
import {
  order,
  orderGoods,
  orderGoodsAnnex,
  orderPackage,
  orderPackageGoods,
} from './order.tables';

/** SQL of shipped batches and their documents (issue 17). */

export type AnnexRow = typeof orderGoodsAnnex.$inferSelect;

/** The goods among `goodsIds` that are medicines (goods.is_medicinal = 1). */
export async function medicinalGoodsIds(db: DbExecutor, goodsIds: number[]): Promise<Set<number>> {
  if (goodsIds.length === 0) return new Set();
  const rows = await db
    .select({ goodsId: goods.goodsId })
    .from(goods)
    .where(and(inArray(goods.goodsId, goodsIds), eq(goods.isMedicinal, 1)));
  return new Set(rows.map((r) => r.goodsId));
}

/**
 * A package line with what deciding on it needs: its order's shop and member, the day its
 * package left and whether its goods are a medicine. Locked (FOR UPDATE) for the change.
 */
export async function lockPackageLine(db: DbExecutor, packageGoodsId: number) {
  const [row] = await db
    .select({
      id: orderPackageGoods.id,
      orderGoodsId: orderPackageGoods.orderGoodsId,
      batchNo: orderPackageGoods.batchNo,
      expiryDate: orderPackageGoods.expiryDate,
      orderId: order.orderId,
      siteId: order.siteId,
      shippedAt: orderPackage.createdAt,
      skuName: orderGoods.skuName,
      isMedicinal: goods.isMedicinal,
    })
    .from(orderPackageGoods)
    .innerJoin(orderPackage, eq(orderPackage.packageId, orderPackageGoods.packageId))
    .innerJoin(order, eq(order.orderId, orderPackage.orderId))
    .innerJoin(orderGoods, eq(orderGoods.orderGoodsId, orderPackageGoods.orderGoodsId))
    .innerJoin(goods, eq(goods.goodsId, orderGoods.goodsId))
    .where(eq(orderPackageGoods.id, packageGoodsId))
    .for('update', { of: orderPackageGoods });
  return row;
}
export type LockedPackageLine = NonNullable<Awaited<ReturnType<typeof lockPackageLine>>>;

export async function updateBatch(
  db: DbExecutor,
  packageGoodsId: number,
  batch: { batchNo: string; expiryDate: string },
): Promise<void> {
  await db.update(orderPackageGoods).set(batch).where(eq(orderPackageGoods.id, packageGoodsId));
}

/** How many documents a package line has. */
export async function countAnnexes(db: DbExecutor, packageGoodsId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderGoodsAnnex)
    .where(eq(orderGoodsAnnex.packageGoodsId, packageGoodsId));
  return row?.n ?? 0;
}

export async function insertAnnex(
  db: DbExecutor,
  row: typeof orderGoodsAnnex.$inferInsert,
): Promise<AnnexRow> {
  const [saved] = await db.insert(orderGoodsAnnex).values(row).returning();
  if (!saved) throw new Error('order_goods_annex insert returned nothing');
  return saved;
}

/** A document with its order's shop and member (who may read or remove it). */
export async function findAnnex(db: DbExecutor, annexId: number) {
  const [row] = await db
    .select({
      annex: orderGoodsAnnex,
      orderId: order.orderId,
      siteId: order.siteId,
      memberId: order.memberId,
    })
    .from(orderGoodsAnnex)
    .innerJoin(orderGoods, eq(orderGoods.orderGoodsId, orderGoodsAnnex.orderGoodsId))
    .innerJoin(order, eq(order.orderId, orderGoods.orderId))
    .where(eq(orderGoodsAnnex.annexId, annexId));
  return row;
}

export async function deleteAnnexRow(db: DbExecutor, annexId: number): Promise<void> {
  await db.delete(orderGoodsAnnex).where(eq(orderGoodsAnnex.annexId, annexId));
}

/** The documents of the package lines, oldest first. */
export function annexesOf(db: DbExecutor, packageGoodsIds: number[]): Promise<AnnexRow[]> {
  if (packageGoodsIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderGoodsAnnex)
    .where(inArray(orderGoodsAnnex.packageGoodsId, packageGoodsIds))
    .orderBy(asc(orderGoodsAnnex.annexId));
}
