import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client';
import { promotionGoods } from './promotion-terms.tables';

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
 * Puts `num` promotional units of a goods (SKU) back into the promotion's own stock where it
 * keeps one (stock > 0; 0 means the promotion sells from the goods stock). The SKU's own terms
 * row if there is one, else the goods-wide row.
 */
export async function returnPromotionStock(
  tx: DbTransaction,
  line: { promotionId: number; goodsId: number; skuId: number; num: number },
) {
  const [row] = await tx
    .select({ id: promotionGoods.id })
    .from(promotionGoods)
    .where(
      and(
        eq(promotionGoods.promotionId, line.promotionId),
        eq(promotionGoods.goodsId, line.goodsId),
        or(eq(promotionGoods.skuId, line.skuId), isNull(promotionGoods.skuId)),
      ),
    )
    .orderBy(sql`${promotionGoods.skuId} is null`)
    .limit(1);
  if (!row) return;
  await tx
    .update(promotionGoods)
    .set({ soldNum: sql`greatest(${promotionGoods.soldNum} - ${line.num}, 0)` })
    .where(and(eq(promotionGoods.id, row.id), gt(promotionGoods.stock, 0)));
}
