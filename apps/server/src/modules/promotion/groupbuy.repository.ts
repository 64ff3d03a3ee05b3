import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods } from '../catalogue/catalogue.tables';
import { promotion, promotionGoods } from '../pricing/promotion-terms.tables';
import { goodsOnSale } from '../catalogue';
import { campaignGoodsColumns } from '../pricing';

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
