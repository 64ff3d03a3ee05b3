import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { promotion, promotionGoods } from '../../db/schema';

/** The (goods, kind) pairs of promotions running at `now` for the given goods. */
export function findRunningKinds(db: DbExecutor, goodsIds: number[], now: Date) {
  if (goodsIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinct({ goodsId: promotionGoods.goodsId, kind: promotion.kind })
    .from(promotionGoods)
    .innerJoin(promotion, eq(promotion.promotionId, promotionGoods.promotionId))
    .where(
      and(
        inArray(promotionGoods.goodsId, goodsIds),
        eq(promotion.status, 1),
        lte(promotion.startAt, now),
        gt(promotion.endAt, now),
      ),
    );
}
