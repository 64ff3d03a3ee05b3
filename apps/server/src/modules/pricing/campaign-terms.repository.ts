import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, goodsSku } from '../catalogue/catalogue.tables';
import { promotion, promotionGoods } from './promotion-terms.tables';

/** A campaign goods (group buy or topic goods) with its promotion's window. */
export const campaignGoodsColumns = {
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
 * another kind, or its goods is not on the shelf (taken off or deleted).
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
    .where(
      and(
        eq(promotionGoods.id, id),
        eq(promotion.kind, kind),
        eq(goods.goodsState, 1),
        eq(goods.isDelete, false),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type CampaignGoodsRow = NonNullable<Awaited<ReturnType<typeof findCampaignGoods>>>;
