import { and, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client';
import { goods, goodsSku, orderGoods, promotionGoods } from '../../db/schema';

/**
 * Takes `num` units of a SKU when that many are left (one conditional update, so two buyers can
 * never both take the last units) and counts them sold; false when the stock is short.
 */
export async function takeSkuStock(tx: DbTransaction, skuId: number, num: number) {
  const rows = await tx
    .update(goodsSku)
    .set({ stock: sql`${goodsSku.stock} - ${num}`, saleNum: sql`${goodsSku.saleNum} + ${num}` })
    .where(and(eq(goodsSku.skuId, skuId), gte(goodsSku.stock, num)))
    .returning({ stock: goodsSku.stock });
  return rows.length === 1;
}

/** The goods' summary stock and sales follow its SKUs (never below zero). */
export async function takeGoodsStock(tx: DbTransaction, goodsId: number, num: number) {
  await tx
    .update(goods)
    .set({
      stock: sql`greatest(${goods.stock} - ${num}, 0)`,
      saleNum: sql`${goods.saleNum} + ${num}`,
    })
    .where(eq(goods.goodsId, goodsId));
}

/**
 * Takes `num` units of a promotion's own stock (a promotion_goods row whose stock > 0 caps the
 * promotional units sold); false when fewer are left.
 */
export async function takePromotionStock(tx: DbTransaction, promotionGoodsId: number, num: number) {
  const rows = await tx
    .update(promotionGoods)
    .set({ soldNum: sql`${promotionGoods.soldNum} + ${num}` })
    .where(
      and(
        eq(promotionGoods.id, promotionGoodsId),
        gt(promotionGoods.stock, 0),
        sql`${promotionGoods.soldNum} + ${num} <= ${promotionGoods.stock}`,
      ),
    )
    .returning({ id: promotionGoods.id });
  return rows.length === 1;
}

/**
 * Puts an order's units back (an unpaid order closed): SKU and goods stock and sales, and the
 * promotional units into the promotion's own stock where it keeps one (stock > 0; 0 means the
 * promotion sells from the goods stock).
 */
export async function returnOrderStock(tx: DbTransaction, orderId: number): Promise<void> {
  const lines = await tx
    .select({
      goodsId: orderGoods.goodsId,
      skuId: orderGoods.skuId,
      num: orderGoods.num,
      promotionId: orderGoods.promotionId,
      promotionType: orderGoods.promotionType,
      promotionNum: orderGoods.promotionNum,
    })
    .from(orderGoods)
    .where(eq(orderGoods.orderId, orderId))
    .orderBy(orderGoods.skuId);
  const bySku = new Map<number, number>();
  const byGoods = new Map<number, number>();
  for (const l of lines) {
    bySku.set(l.skuId, (bySku.get(l.skuId) ?? 0) + l.num);
    byGoods.set(l.goodsId, (byGoods.get(l.goodsId) ?? 0) + l.num);
  }
  for (const [skuId, num] of [...bySku].sort((a, b) => a[0] - b[0]))
    await tx
      .update(goodsSku)
      .set({
        stock: sql`${goodsSku.stock} + ${num}`,
        saleNum: sql`greatest(${goodsSku.saleNum} - ${num}, 0)`,
      })
      .where(eq(goodsSku.skuId, skuId));
  for (const [goodsId, num] of [...byGoods].sort((a, b) => a[0] - b[0]))
    await tx
      .update(goods)
      .set({
        stock: sql`${goods.stock} + ${num}`,
        saleNum: sql`greatest(${goods.saleNum} - ${num}, 0)`,
      })
      .where(eq(goods.goodsId, goodsId));
  for (const l of lines) {
    if (l.promotionId === null || l.promotionNum <= 0 || l.promotionType === 'exchange') continue;
    // The SKU's own terms row if there is one, else the goods-wide row.
    const [row] = await tx
      .select({ id: promotionGoods.id })
      .from(promotionGoods)
      .where(
        and(
          eq(promotionGoods.promotionId, l.promotionId),
          eq(promotionGoods.goodsId, l.goodsId),
          or(eq(promotionGoods.skuId, l.skuId), isNull(promotionGoods.skuId)),
        ),
      )
      .orderBy(sql`${promotionGoods.skuId} is null`)
      .limit(1);
    if (!row) continue;
    await tx
      .update(promotionGoods)
      .set({ soldNum: sql`greatest(${promotionGoods.soldNum} - ${l.promotionNum}, 0)` })
      .where(and(eq(promotionGoods.id, row.id), gt(promotionGoods.stock, 0)));
  }
}
