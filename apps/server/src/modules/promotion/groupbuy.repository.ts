import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, goodsSku, promotion, promotionGoods } from '../../db/schema';
import { goodsOnSale } from '../catalogue';

/** A campaign goods (group buy or topic goods) with its promotion's window. */
const campaignGoodsColumns = {
  id: promotionGoods.id,
  promotionId: promotionGoods.promotionId,
  goodsId: promotionGoods.goodsId,
  skuId: promotionGoods.skuId,
  priceFen: promotionGoods.priceFen,
  goodsMin: promotionGoods.goodsMin,
  goodsLimit: promotionGoods.goodsLimit,
  stock: promotionGoods.stock,
  soldNum: promotionGoods.soldNum,
  name: promotion.name,
  remark: promotion.remark,
  status: promotion.status,
  startAt: promotion.startAt,
  endAt: promotion.endAt,
};

/**
 * One goods of a campaign of `kind` (groupbuy / topic) by its `promotion_goods` id, whatever its
 * window, with the goods' default SKU (used when the row names no SKU). Null when unknown, of
 * another kind, or its goods is off sale.
 */
export async function findCampaignGoods(db: DbExecutor, kind: 'groupbuy' | 'topic', id: number) {
  const [row] = await db
    .select({ ...campaignGoodsColumns, defaultSkuId: goodsSku.skuId })
    .from(promotionGoods)
    .innerJoin(promotion, eq(promotion.promotionId, promotionGoods.promotionId))
    .innerJoin(goods, eq(goods.goodsId, promotionGoods.goodsId))
    .innerJoin(
      goodsSku,
      and(eq(goodsSku.goodsId, promotionGoods.goodsId), eq(goodsSku.isDefault, true)),
    )
    .where(and(eq(promotionGoods.id, id), eq(promotion.kind, kind), goodsOnSale))
    .limit(1);
  return row ?? null;
}

export type CampaignGoodsRow = NonNullable<Awaited<ReturnType<typeof findCampaignGoods>>>;

/**
 * Group-buy goods on sale whose promotion is open and not ended: running ones first, each group
 * the soonest to end (or start) first.
 */
export async function findGroupbuyPage(
  db: DbExecutor,
  now: Date,
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(promotion.kind, 'groupbuy'),
    eq(promotion.status, 1),
    gt(promotion.endAt, now),
    goodsOnSale,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(campaignGoodsColumns)
      .from(promotionGoods)
      .innerJoin(promotion, eq(promotion.promotionId, promotionGoods.promotionId))
      .innerJoin(goods, eq(goods.goodsId, promotionGoods.goodsId))
      .where(where)
      .orderBy(
        gt(promotion.startAt, now),
        asc(promotion.endAt),
        asc(promotion.startAt),
        asc(promotionGoods.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(promotionGoods)
      .innerJoin(promotion, eq(promotion.promotionId, promotionGoods.promotionId))
      .innerJoin(goods, eq(goods.goodsId, promotionGoods.goodsId))
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
