import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, goodsSku } from '../catalogue/catalogue.tables';
import { promotion, promotionGoods } from '../pricing/promotion-terms.tables';
import { seckillTime } from './promotion.tables';
import { goodsOnSale } from '../catalogue';

/** The daily seckill slots, in the shop's order. */
export function findSeckillTimes(db: DbExecutor) {
  return db
    .select({
      id: seckillTime.id,
      name: seckillTime.name,
      nameEn: seckillTime.nameEn,
      startSec: seckillTime.startSec,
      endSec: seckillTime.endSec,
    })
    .from(seckillTime)
    .orderBy(asc(seckillTime.sort), asc(seckillTime.startSec), asc(seckillTime.id));
}

export async function findSeckillTime(db: DbExecutor, id: number) {
  const [row] = await db
    .select({
      id: seckillTime.id,
      name: seckillTime.name,
      startSec: seckillTime.startSec,
      endSec: seckillTime.endSec,
    })
    .from(seckillTime)
    .where(eq(seckillTime.id, id));
  return row;
}

const seckillGoodsColumns = {
  id: promotionGoods.id,
  promotionId: promotion.promotionId,
  status: promotion.status,
  startAt: promotion.startAt,
  endAt: promotion.endAt,
  goodsId: promotionGoods.goodsId,
  skuId: promotionGoods.skuId,
  priceFen: promotionGoods.priceFen,
  goodsMin: promotionGoods.goodsMin,
  goodsLimit: promotionGoods.goodsLimit,
  stock: promotionGoods.stock,
  soldNum: promotionGoods.soldNum,
};

const isSeckill = and(eq(promotion.kind, 'seckill'), gt(promotionGoods.priceFen, 0));

/**
 * Seckill goods on sale of the active seckills whose window overlaps [from, to): one slot's
 * occurrence. The shop's order, then the soonest to end (a slot's own seckills first).
 */
export async function findSeckillGoodsPage(
  db: DbExecutor,
  window: { from: Date; to: Date },
  page: { offset: number; limit: number },
) {
  const where = and(
    isSeckill,
    goodsOnSale,
    eq(promotion.status, 1),
    lt(promotion.startAt, window.to),
    gt(promotion.endAt, window.from),
  );
  // One after the other: `db` may be a transaction (one connection).
  const rows = await db
    .select(seckillGoodsColumns)
    .from(promotionGoods)
    .innerJoin(promotion, eq(promotion.promotionId, promotionGoods.promotionId))
    .innerJoin(goods, eq(goods.goodsId, promotionGoods.goodsId))
    .where(where)
    .orderBy(
      asc(promotion.sort),
      asc(promotion.endAt),
      asc(promotionGoods.sort),
      asc(promotionGoods.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(promotionGoods)
    .innerJoin(promotion, eq(promotion.promotionId, promotionGoods.promotionId))
    .innerJoin(goods, eq(goods.goodsId, promotionGoods.goodsId))
    .where(where);
  return { rows, count: total?.n ?? 0 };
}

export type SeckillGoodsRow = Awaited<ReturnType<typeof findSeckillGoodsPage>>['rows'][number];

/** One seckill goods (any window or state) with its goods on sale. */
export async function findSeckillGoods(db: DbExecutor, id: number) {
  const [row] = await db
    .select(seckillGoodsColumns)
    .from(promotionGoods)
    .innerJoin(promotion, eq(promotion.promotionId, promotionGoods.promotionId))
    .innerJoin(goods, eq(goods.goodsId, promotionGoods.goodsId))
    .where(and(eq(promotionGoods.id, id), isSeckill, goodsOnSale));
  return row;
}

/** The SKU's own image list (comma-separated, '' when none). */
export async function findSkuImages(db: DbExecutor, skuId: number) {
  const [row] = await db
    .select({ skuImages: goodsSku.skuImages })
    .from(goodsSku)
    .where(eq(goodsSku.skuId, skuId));
  return row?.skuImages ?? '';
}
