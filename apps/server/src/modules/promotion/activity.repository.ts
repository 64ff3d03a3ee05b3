import { and, asc, count, eq, gt, inArray, lte } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, shop } from '../catalogue/catalogue.tables';
import { promotion, promotionBundling, promotionGoods } from '../pricing/promotion-terms.tables';
import { goodsOnSale } from '../catalogue';

/** Promotions of the given kinds running at `now`, the soonest to end first. */
export async function findRunningPromotionPage(
  db: DbExecutor,
  filter: { kinds: readonly string[]; now: Date },
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(promotion.status, 1),
    lte(promotion.startAt, filter.now),
    gt(promotion.endAt, filter.now),
    inArray(promotion.kind, [...filter.kinds]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        promotionId: promotion.promotionId,
        kind: promotion.kind,
        name: promotion.name,
        image: promotion.image,
        remark: promotion.remark,
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

/** The bundles of the given bundling promotions, in their shop's order. */
export function findBundles(db: DbExecutor, promotionIds: number[]) {
  if (promotionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      promotionId: promotionBundling.promotionId,
      blId: promotionBundling.blId,
      blName: promotionBundling.blName,
    })
    .from(promotionBundling)
    .where(inArray(promotionBundling.promotionId, promotionIds))
    .orderBy(asc(promotionBundling.sort), asc(promotionBundling.blId));
}
