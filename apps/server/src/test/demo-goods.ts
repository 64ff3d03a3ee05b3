import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';
import { promotion, promotionGoods, saleControl } from '../db/schema';

/** Goods ids of the demo data under the sale-control rule `ruleName`, in id order. */
export async function goodsUnderRule(db: DbExecutor, ruleName: string, limit: number) {
  const rows = await db
    .select({ id: saleControl.goodsId })
    .from(saleControl)
    .where(eq(saleControl.ruleName, ruleName))
    .orderBy(asc(saleControl.goodsId))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Goods (and the promoted SKU) in a promotion of `kind` running now, in goods id order. */
export function goodsInRunningPromotion(db: DbExecutor, kind: string, limit: number) {
  const now = new Date();
  return db
    .select({ goodsId: promotionGoods.goodsId, skuId: promotionGoods.skuId })
    .from(promotionGoods)
    .innerJoin(promotion, eq(promotion.promotionId, promotionGoods.promotionId))
    .where(and(eq(promotion.kind, kind), lte(promotion.startAt, now), gt(promotion.endAt, now)))
    .orderBy(asc(promotionGoods.goodsId))
    .limit(limit);
}
