import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { promotion, promotionGoods } from '../../db/schema';

/**
 * The terms of the promotions running at `now` for one SKU of a goods: rows that name the SKU and
 * rows that cover every SKU of the goods (`sku_id` null).
 */
export function findRunningTerms(db: DbExecutor, goodsId: number, skuId: number, now: Date) {
  return db
    .select({
      promotionId: promotion.promotionId,
      kind: promotion.kind,
      name: promotion.name,
      startAt: promotion.startAt,
      endAt: promotion.endAt,
      sort: promotion.sort,
      priceFen: promotionGoods.priceFen,
      goodsMin: promotionGoods.goodsMin,
      goodsLimit: promotionGoods.goodsLimit,
      numMultiple: promotionGoods.numMultiple,
      priceJson: promotionGoods.priceJson,
      rules: promotionGoods.rules,
    })
    .from(promotionGoods)
    .innerJoin(promotion, eq(promotion.promotionId, promotionGoods.promotionId))
    .where(
      and(
        eq(promotionGoods.goodsId, goodsId),
        or(isNull(promotionGoods.skuId), eq(promotionGoods.skuId, skuId)),
        eq(promotion.status, 1),
        lte(promotion.startAt, now),
        gt(promotion.endAt, now),
      ),
    );
}

export type RunningTermsRow = Awaited<ReturnType<typeof findRunningTerms>>[number];
