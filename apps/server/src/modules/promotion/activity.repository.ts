import { and, asc, count, eq, gt, inArray, lte } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, promotion, promotionGoods, shop } from '../../db/schema';
import { goodsOnSale } from '../catalogue/goods-card.repository';

/** Promotions running at `now` (optionally of one kind), the soonest to end first. */
export async function findRunningPromotionPage(
  db: DbExecutor,
  filter: { kind?: string | undefined; now: Date },
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(promotion.status, 1),
    lte(promotion.startAt, filter.now),
    gt(promotion.endAt, filter.now),
    filter.kind ? eq(promotion.kind, filter.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        promotionId: promotion.promotionId,
        kind: promotion.kind,
        name: promotion.name,
        siteId: promotion.siteId,
        shopName: shop.shopName,
        startAt: promotion.startAt,
        endAt: promotion.endAt,
      })
      .from(promotion)
      .innerJoin(shop, eq(shop.siteId, promotion.siteId))
      .where(where)
      .orderBy(asc(promotion.sort), asc(promotion.endAt), asc(promotion.promotionId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(promotion).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** The on-sale goods of the given promotions, each promotion's in the order they were added. */
export function findPromotionGoodsIds(db: DbExecutor, promotionIds: number[]) {
  if (promotionIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([promotionGoods.promotionId, promotionGoods.goodsId], {
      promotionId: promotionGoods.promotionId,
      goodsId: promotionGoods.goodsId,
      firstId: promotionGoods.id,
    })
    .from(promotionGoods)
    .innerJoin(goods, eq(goods.goodsId, promotionGoods.goodsId))
    .where(and(inArray(promotionGoods.promotionId, promotionIds), goodsOnSale))
    .orderBy(asc(promotionGoods.promotionId), asc(promotionGoods.goodsId), asc(promotionGoods.id));
}
