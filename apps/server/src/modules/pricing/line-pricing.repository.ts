import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { anyOf, preparedQuery } from '../../db/prepared';
import { goods, goodsSku, shop } from '../catalogue/catalogue.tables';
import {
  promotion,
  promotionBundling,
  promotionBundlingGoods,
  promotionGoods,
} from './promotion-terms.tables';

const skuRowsQuery = preparedQuery('pricing_sku_rows', (db, name) =>
  db
    .select({
      skuId: goodsSku.skuId,
      goodsId: goods.goodsId,
      siteId: goods.siteId,
      shopName: shop.shopName,
      shopStatus: shop.status,
      goodsName: goods.goodsName,
      goodsImage: goods.goodsImage,
      skuName: goodsSku.skuName,
      skuImage: goodsSku.skuImage,
      specName: goodsSku.specName,
      unit: goods.unit,
      categoryId: goods.categoryId,
      stock: goodsSku.stock,
      minBuy: goods.minBuy,
      numMultiple: goods.numMultiple,
      maxBuy: goods.maxBuy,
      maxBuyType: goods.maxBuyType,
      priceFen: goodsSku.priceFen,
      memberPriceFen: goodsSku.memberPriceFen,
      nearExpiryPriceFen: goodsSku.nearExpiryPriceFen,
      nearestExpiry: goods.nearestExpiry,
      wholesaleTiers: goodsSku.wholesaleTiers,
      goodsState: goods.goodsState,
      isDelete: goods.isDelete,
    })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .where(anyOf(goodsSku.skuId, sql.placeholder('skuIds')))
    .prepare(name),
);

/** SKUs with their goods and shop, in one query. */
export function findSkuRows(db: DbExecutor, skuIds: number[]) {
  return skuRowsQuery(db).execute({ skuIds });
}

export type SkuRow = Awaited<ReturnType<typeof findSkuRows>>[number];

const runningTermsOfGoodsQuery = preparedQuery('pricing_running_terms_of_goods', (db, name) =>
  db
    .select({
      promotionGoodsId: promotionGoods.id,
      promotionId: promotion.promotionId,
      kind: promotion.kind,
      name: promotion.name,
      endAt: promotion.endAt,
      sort: promotion.sort,
      goodsId: promotionGoods.goodsId,
      skuId: promotionGoods.skuId,
      priceFen: promotionGoods.priceFen,
      goodsMin: promotionGoods.goodsMin,
      goodsLimit: promotionGoods.goodsLimit,
      numMultiple: promotionGoods.numMultiple,
      priceJson: promotionGoods.priceJson,
      rules: promotionGoods.rules,
      stock: promotionGoods.stock,
      soldNum: promotionGoods.soldNum,
    })
    .from(promotionGoods)
    .innerJoin(promotion, eq(promotion.promotionId, promotionGoods.promotionId))
    .where(
      and(
        anyOf(promotionGoods.goodsId, sql.placeholder('goodsIds')),
        eq(promotion.status, 1),
        lte(promotion.startAt, sql.placeholder('now')),
        gt(promotion.endAt, sql.placeholder('now')),
      ),
    )
    .prepare(name),
);

/** Terms of the promotions running at `now` for any of the goods (every SKU row and goods-wide rows). */
export function findRunningTermsOfGoods(db: DbExecutor, goodsIds: number[], now: Date) {
  return runningTermsOfGoodsQuery(db).execute({ goodsIds, now: now.toISOString() });
}

export type RunningTermsOfGoodsRow = Awaited<ReturnType<typeof findRunningTermsOfGoods>>[number];

const bundleRowsQuery = preparedQuery('pricing_bundle_rows', (db, name) =>
  db
    .select({
      blId: promotionBundling.blId,
      promotionId: promotionBundling.promotionId,
      siteId: promotionBundling.siteId,
      shopName: shop.shopName,
      blName: promotionBundling.blName,
      blPriceFen: promotionBundling.blPriceFen,
      kind: promotion.kind,
      status: promotion.status,
      startAt: promotion.startAt,
      endAt: promotion.endAt,
    })
    .from(promotionBundling)
    .innerJoin(promotion, eq(promotion.promotionId, promotionBundling.promotionId))
    .innerJoin(shop, eq(shop.siteId, promotionBundling.siteId))
    .where(anyOf(promotionBundling.blId, sql.placeholder('blIds')))
    .prepare(name),
);

/** Bundles with their promotion window and shop. */
export function findBundleRows(db: DbExecutor, blIds: number[]) {
  return bundleRowsQuery(db).execute({ blIds });
}

const bundleGoodsRowsQuery = preparedQuery('pricing_bundle_goods_rows', (db, name) =>
  db
    .select({
      id: promotionBundlingGoods.id,
      blId: promotionBundlingGoods.blId,
      skuId: promotionBundlingGoods.skuId,
      num: promotionBundlingGoods.num,
    })
    .from(promotionBundlingGoods)
    .where(anyOf(promotionBundlingGoods.blId, sql.placeholder('blIds')))
    .orderBy(promotionBundlingGoods.id)
    .prepare(name),
);

/** The goods of the bundles (SKU and units per set). */
export function findBundleGoodsRows(db: DbExecutor, blIds: number[]) {
  return bundleGoodsRowsQuery(db).execute({ blIds });
}

const runningBundleIdsOfSkuQuery = preparedQuery('pricing_running_bundle_ids_of_sku', (db, name) =>
  db
    .select({ blId: promotionBundling.blId })
    .from(promotionBundlingGoods)
    .innerJoin(promotionBundling, eq(promotionBundling.blId, promotionBundlingGoods.blId))
    .innerJoin(promotion, eq(promotion.promotionId, promotionBundling.promotionId))
    .where(
      and(
        eq(promotionBundlingGoods.skuId, sql.placeholder('skuId')),
        eq(promotion.kind, 'bundling'),
        eq(promotion.status, 1),
        lte(promotion.startAt, sql.placeholder('now')),
        gt(promotion.endAt, sql.placeholder('now')),
      ),
    )
    .orderBy(asc(promotionBundling.sort), asc(promotionBundling.blId))
    .limit(sql.placeholder('limit'))
    .prepare(name),
);

/**
 * Ids of the bundles holding the SKU whose bundling promotion runs at `now` (active, started, not
 * ended), by the bundle's sort then id; at most `limit`.
 */
export async function findRunningBundleIdsOfSku(
  db: DbExecutor,
  skuId: number,
  limit: number,
  now: Date = new Date(),
) {
  const rows = await runningBundleIdsOfSkuQuery(db).execute({
    skuId,
    limit,
    now: now.toISOString(),
  });
  return rows.map((r) => r.blId);
}
