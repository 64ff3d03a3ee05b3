import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, goodsLabel, goodsSku, shop } from './catalogue.tables';

/** The default SKU carries the card; goods without one are not listed. */
export const defaultSku = and(eq(goodsSku.goodsId, goods.goodsId), eq(goodsSku.isDefault, true));

/** Goods that buyers may see: on sale and not deleted. */
export const goodsOnSale = and(eq(goods.goodsState, 1), eq(goods.isDelete, false))!;

/** The columns of one goods card (goods + default SKU + shop + label). */
export const goodsCardColumns = {
  skuId: goodsSku.skuId,
  goodsId: goods.goodsId,
  goodsName: goods.goodsName,
  skuName: goodsSku.skuName,
  skuImage: goodsSku.skuImage,
  goodsImage: goods.goodsImage,
  unit: goods.unit,
  minBuy: goods.minBuy,
  stock: goodsSku.stock,
  saleNum: goods.saleNum,
  siteId: goods.siteId,
  shopName: shop.shopName,
  attr: goods.attr,
  approvalNumber: goods.approvalNumber,
  labelName: goodsLabel.labelName,
  labelColor: goodsLabel.labelColor,
  fontColor: goodsLabel.fontColor,
  priceFen: goodsSku.priceFen,
  marketPriceFen: goodsSku.marketPriceFen,
  memberPriceFen: goodsSku.memberPriceFen,
  isJc: goods.isJc,
  traceabilityCode: goods.traceabilityCode,
};

/** Card rows of the given goods that are on sale (any order). */
export function findGoodsCardRows(db: DbExecutor, goodsIds: number[]) {
  return db
    .select(goodsCardColumns)
    .from(goods)
    .innerJoin(goodsSku, defaultSku)
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .leftJoin(goodsLabel, eq(goodsLabel.labelId, goods.labelId))
    .where(and(goodsOnSale, inArray(goods.goodsId, goodsIds.length ? goodsIds : [0])));
}

export type GoodsCardRow = Awaited<ReturnType<typeof findGoodsCardRows>>[number];
