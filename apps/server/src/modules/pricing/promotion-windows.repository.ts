import { PROMOTION_KINDS } from '@shop/contracts/promotion';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { promotion, promotionGoods } from './promotion-terms.tables';

/**
 * The goods of every active promotion priced in the cart (not the zones with pages of their own)
 * that has not ended at `now`, with its kind and window; only of `goodsIds` when given.
 */
export function findPromotionWindows(db: DbExecutor, now: Date, goodsIds?: readonly number[]) {
  return db
    .selectDistinct({
      goodsId: promotionGoods.goodsId,
      kind: promotion.kind,
      startAt: promotion.startAt,
      endAt: promotion.endAt,
    })
    .from(promotionGoods)
    .innerJoin(promotion, eq(promotion.promotionId, promotionGoods.promotionId))
    .where(
      and(
        eq(promotion.status, 1),
        gt(promotion.endAt, now),
        inArray(promotion.kind, [...PROMOTION_KINDS]),
        goodsIds ? inArray(promotionGoods.goodsId, [...goodsIds]) : undefined,
      ),
    );
}
