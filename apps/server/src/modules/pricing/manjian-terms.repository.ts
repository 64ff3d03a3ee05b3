import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { promotion, promotionGoods } from '../../db/schema';

/**
 * The active full reductions (满减) of the shops `siteIds` running at `now`, the latest start
 * first (the one that applies to a shop comes first).
 */
export function findRunningManjians(db: DbExecutor, siteIds: number[], now: Date) {
  if (siteIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      promotionId: promotion.promotionId,
      siteId: promotion.siteId,
      name: promotion.name,
      rules: promotion.rules,
      startAt: promotion.startAt,
      endAt: promotion.endAt,
    })
    .from(promotion)
    .where(
      and(
        eq(promotion.kind, 'manjian'),
        eq(promotion.status, 1),
        inArray(promotion.siteId, siteIds),
        lte(promotion.startAt, now),
        gt(promotion.endAt, now),
      ),
    )
    .orderBy(desc(promotion.startAt), desc(promotion.promotionId));
}

export type RunningManjianRow = Awaited<ReturnType<typeof findRunningManjians>>[number];

/** The goods listed on the full reductions `promotionIds` (their promotion_goods rows). */
export function findManjianGoods(db: DbExecutor, promotionIds: number[]) {
  if (promotionIds.length === 0) return Promise.resolve([]);
  return db
    .select({ promotionId: promotionGoods.promotionId, goodsId: promotionGoods.goodsId })
    .from(promotionGoods)
    .where(inArray(promotionGoods.promotionId, promotionIds));
}
