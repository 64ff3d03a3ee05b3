import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { promotion, promotionGoods } from './promotion-terms.tables';
import { preparedQuery } from '../../db/prepared';

const runningTermsQuery = preparedQuery('sku_running_promotion_terms', (db, name) =>
  db
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
        eq(promotionGoods.goodsId, sql.placeholder('goodsId')),
        or(isNull(promotionGoods.skuId), eq(promotionGoods.skuId, sql.placeholder('skuId'))),
        eq(promotion.status, 1),
        lte(promotion.startAt, sql.placeholder('now')),
        gt(promotion.endAt, sql.placeholder('now')),
      ),
    )
    .prepare(name),
);

/**
 * The terms of the promotions running at `now` for one SKU of a goods: rows that name the SKU and
 * rows that cover every SKU of the goods (`sku_id` null).
 */
export function findRunningTerms(db: DbExecutor, goodsId: number, skuId: number, now: Date) {
  return runningTermsQuery(db).execute({ goodsId, skuId, now: now.toISOString() });
}

export type RunningTermsRow = Awaited<ReturnType<typeof findRunningTerms>>[number];
