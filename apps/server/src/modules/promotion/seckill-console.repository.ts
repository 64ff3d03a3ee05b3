import { and, asc, count, desc, eq, gt, inArray, like, lte, sql, type SQL } from 'drizzle-orm';
import type { PromotionState } from '@shop/contracts/promotion';
import type { DbExecutor } from '../../db/client';
import { goods, goodsSku } from '../catalogue/catalogue.tables';
import { PROMOTION_STATUS } from '../pricing';
import { promotion, promotionGoods } from '../pricing/promotion-terms.tables';

/* The shop's seckills as the console lists and checks them (issue 27, ADR 0030). */

/** The SQL condition of a console state at `now` (ADR 0030: status, then the window). */
function stateWhere(state: PromotionState, now: Date): SQL | undefined {
  const published = eq(promotion.status, PROMOTION_STATUS.published);
  switch (state) {
    case 'draft':
      return eq(promotion.status, PROMOTION_STATUS.draft);
    case 'closed':
      return eq(promotion.status, PROMOTION_STATUS.closed);
    case 'scheduled':
      return and(published, gt(promotion.startAt, now));
    case 'running':
      return and(published, lte(promotion.startAt, now), gt(promotion.endAt, now));
    case 'ended':
      return and(published, lte(promotion.endAt, now));
  }
}

const listColumns = {
  promotionId: promotion.promotionId,
  siteId: promotion.siteId,
  name: promotion.name,
  startAt: promotion.startAt,
  endAt: promotion.endAt,
  status: promotion.status,
  rules: promotion.rules,
  // Qualified by hand: drizzle leaves columns unqualified in a query on one table, and inside the
  // subquery `promotion_id` would be the goods row's own.
  goodsCount: sql<number>`(select count(*)::int from promotion_goods pg
    where pg.promotion_id = promotion.promotion_id)`,
  soldNum: sql<number>`(select coalesce(sum(pg.sold_num), 0)::int from promotion_goods pg
    where pg.promotion_id = promotion.promotion_id)`,
};

/** One page of seckills of `siteId` (every shop's when null), latest window first. */
export async function findConsoleSeckillPage(
  db: DbExecutor,
  filter: { siteId: number | null; state?: PromotionState; keyword: string; now: Date },
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(promotion.kind, 'seckill'),
    filter.siteId === null ? undefined : eq(promotion.siteId, filter.siteId),
    filter.state ? stateWhere(filter.state, filter.now) : undefined,
    filter.keyword
      ? like(promotion.name, `%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%`)
      : undefined,
  );
  const rows = await db
    .select(listColumns)
    .from(promotion)
    .where(where)
    .orderBy(desc(promotion.startAt), desc(promotion.promotionId))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(promotion).where(where);
  return { rows, count: total?.n ?? 0 };
}

/** One seckill with its list columns. */
export async function findConsoleSeckill(db: DbExecutor, promotionId: number) {
  const [row] = await db
    .select(listColumns)
    .from(promotion)
    .where(and(eq(promotion.promotionId, promotionId), eq(promotion.kind, 'seckill')));
  return row;
}

/** A seckill's goods with their SKU's own price and stock, in the zone's order. */
export function findConsoleSeckillGoods(db: DbExecutor, promotionId: number) {
  return db
    .select({
      skuId: goodsSku.skuId,
      goodsId: goodsSku.goodsId,
      skuName: goodsSku.skuName,
      skuImage: goodsSku.skuImage,
      goodsImage: goods.goodsImage,
      priceFen: goodsSku.priceFen,
      stock: goodsSku.stock,
      seckillPriceFen: promotionGoods.priceFen,
      seckillStock: promotionGoods.stock,
      soldNum: promotionGoods.soldNum,
      limit: promotionGoods.goodsLimit,
      sort: promotionGoods.sort,
    })
    .from(promotionGoods)
    .innerJoin(goodsSku, eq(goodsSku.skuId, promotionGoods.skuId))
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(eq(promotionGoods.promotionId, promotionId))
    .orderBy(asc(promotionGoods.sort), asc(promotionGoods.id));
}

/** The SKUs a seckill is saved with: their goods, shop, price and whether the goods is deleted. */
export function findSeckillSkuFacts(db: DbExecutor, skuIds: number[]) {
  return db
    .select({
      skuId: goodsSku.skuId,
      goodsId: goodsSku.goodsId,
      siteId: goods.siteId,
      skuName: goodsSku.skuName,
      priceFen: goodsSku.priceFen,
      isDelete: goods.isDelete,
    })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(inArray(goodsSku.skuId, skuIds));
}
