import { and, eq, gt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { promotion, promotionGoods } from '../../db/schema';

/** The goods of every active promotion that has not ended at `now`, with its kind and window. */
export function findPromotionWindows(db: DbExecutor, now: Date) {
  return db
    .selectDistinct({
      goodsId: promotionGoods.goodsId,
      kind: promotion.kind,
      startAt: promotion.startAt,
      endAt: promotion.endAt,
    })
    .from(promotionGoods)
    .innerJoin(promotion, eq(promotion.promotionId, promotionGoods.promotionId))
    .where(and(eq(promotion.status, 1), gt(promotion.endAt, now)));
}
