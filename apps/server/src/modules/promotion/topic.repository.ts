import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, shop } from '../catalogue/catalogue.tables';
import { promotion, promotionGoods } from '../pricing/promotion-terms.tables';
import { goodsOnSale } from '../catalogue';

const topicColumns = {
  topicId: promotion.promotionId,
  name: promotion.name,
  image: promotion.image,
  remark: promotion.remark,
  siteId: promotion.siteId,
  shopName: shop.shopName,
  status: promotion.status,
  startAt: promotion.startAt,
  endAt: promotion.endAt,
};

/** Topics open and not ended: running ones first, then upcoming, each the soonest first. */
export async function findTopicPage(
  db: DbExecutor,
  now: Date,
  page: { offset: number; limit: number },
) {
  const where = and(eq(promotion.kind, 'topic'), eq(promotion.status, 1), gt(promotion.endAt, now));
  const [rows, [total]] = await Promise.all([
    db
      .select(topicColumns)
      .from(promotion)
      .innerJoin(shop, eq(shop.siteId, promotion.siteId))
      .where(where)
      .orderBy(
        gt(promotion.startAt, now),
        asc(promotion.sort),
        asc(promotion.startAt),
        asc(promotion.promotionId),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(promotion).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export type TopicRow = Awaited<ReturnType<typeof findTopicPage>>['rows'][number];

/** A topic by id, whatever its window (its page says not started / ended). */
export async function findTopic(db: DbExecutor, topicId: number): Promise<TopicRow | null> {
  const [row] = await db
    .select(topicColumns)
    .from(promotion)
    .innerJoin(shop, eq(shop.siteId, promotion.siteId))
    .where(and(eq(promotion.promotionId, topicId), eq(promotion.kind, 'topic')))
    .limit(1);
  return row ?? null;
}

/** How many goods on sale each topic has. */
export async function countTopicGoods(db: DbExecutor, topicIds: number[]) {
  if (topicIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ topicId: promotionGoods.promotionId, n: count() })
    .from(promotionGoods)
    .innerJoin(goods, eq(goods.goodsId, promotionGoods.goodsId))
    .where(and(inArray(promotionGoods.promotionId, topicIds), goodsOnSale))
    .groupBy(promotionGoods.promotionId);
  return new Map(rows.map((r) => [r.topicId, r.n] as const));
}

/** One page of a topic's goods on sale, in the order they were added. */
export async function findTopicGoodsPage(
  db: DbExecutor,
  topicId: number,
  page: { offset: number; limit: number },
) {
  return db
    .select({
      id: promotionGoods.id,
      goodsId: promotionGoods.goodsId,
      skuId: promotionGoods.skuId,
      priceFen: promotionGoods.priceFen,
    })
    .from(promotionGoods)
    .innerJoin(goods, eq(goods.goodsId, promotionGoods.goodsId))
    .where(and(eq(promotionGoods.promotionId, topicId), goodsOnSale))
    .orderBy(asc(promotionGoods.id))
    .limit(page.limit)
    .offset(page.offset);
}
