import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { anyOf, preparedQuery } from '../../db/prepared';
import { promotion, promotionGoods } from './promotion-terms.tables';

const runningManjiansQuery = preparedQuery('pricing_running_manjians', (db, name) =>
  db
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
        anyOf(promotion.siteId, sql.placeholder('siteIds')),
        lte(promotion.startAt, sql.placeholder('now')),
        gt(promotion.endAt, sql.placeholder('now')),
      ),
    )
    .orderBy(desc(promotion.startAt), desc(promotion.promotionId))
    .prepare(name),
);

/**
 * The active full reductions (满减) of the shops `siteIds` running at `now`, the latest start
 * first (the one that applies to a shop comes first).
 */
export async function findRunningManjians(db: DbExecutor, siteIds: number[], now: Date) {
  if (siteIds.length === 0) return [];
  return runningManjiansQuery(db).execute({ siteIds, now: now.toISOString() });
}

export type RunningManjianRow = Awaited<ReturnType<typeof findRunningManjians>>[number];

const manjianGoodsQuery = preparedQuery('pricing_manjian_goods', (db, name) =>
  db
    .select({ promotionId: promotionGoods.promotionId, goodsId: promotionGoods.goodsId })
    .from(promotionGoods)
    .where(anyOf(promotionGoods.promotionId, sql.placeholder('promotionIds')))
    .prepare(name),
);

/** The goods listed on the full reductions `promotionIds` (their promotion_goods rows). */
export async function findManjianGoods(db: DbExecutor, promotionIds: number[]) {
  if (promotionIds.length === 0) return [];
  return manjianGoodsQuery(db).execute({ promotionIds });
}
