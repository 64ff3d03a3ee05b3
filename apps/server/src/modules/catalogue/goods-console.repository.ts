import type { ConsoleGoodsListBody } from '@shop/contracts/catalogue';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { saleControl } from '../pricing/sale-control.tables';
import { goods, goodsBrand, goodsCategory, goodsSku, shop } from './catalogue.tables';
import { inConsoleShop } from './goods-console-filter';

/*
 * The console's goods reads and writes (issue 15). `shopId` null is a platform account (every
 * shop); deleted goods are never shown or changed.
 */

const inShop = (shopId: number | null) => inConsoleShop(shopId);

const defaultPrice = sql`(select s.price_fen from goods_sku s where s.goods_id = ${goods.goodsId} and s.is_default limit 1)`;
const SORTS = {
  goods_id: goods.goodsId,
  sale_num: goods.saleNum,
  stock: goods.stock,
  price: defaultPrice,
} as const;

const goodsColumns = {
  goodsId: goods.goodsId,
  goodsName: goods.goodsName,
  genericName: goods.genericName,
  goodsImage: goods.goodsImage,
  manufacturer: goods.manufacturer,
  approvalNumber: goods.approvalNumber,
  categoryId: goods.categoryId,
  categoryName: goodsCategory.categoryName,
  brandId: goods.brandId,
  brandName: goodsBrand.brandName,
  barCode: goods.barCode,
  goodsErpSpid: goods.goodsErpSpid,
  siteId: goods.siteId,
  shopName: shop.shopName,
  goodsState: goods.goodsState,
  saleNum: goods.saleNum,
  attr: goods.attr,
  validityDays: goods.validityDays,
  deletedAt: goods.deletedAt,
  controlLabelIds: sql<
    number[] | null
  >`(select ${saleControl.allowedLabelIds} from ${saleControl} where ${saleControl.goodsId} = ${goods.goodsId})`,
};

const goodsRows = (db: DbExecutor, where: SQL | undefined) =>
  db
    .select(goodsColumns)
    .from(goods)
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .leftJoin(goodsCategory, eq(goodsCategory.categoryId, goods.categoryId))
    .leftJoin(goodsBrand, eq(goodsBrand.brandId, goods.brandId))
    .where(where)
    .$dynamic();
export type ConsoleGoodsDbRow = Awaited<ReturnType<typeof goodsRows>>[number];

/** The goods matching `where` (`inConsoleShop` and the filters) in the list's order, one window. */
export function findConsoleGoodsRows(
  db: DbExecutor,
  where: SQL | undefined,
  body: Pick<ConsoleGoodsListBody, 'sort' | 'order'>,
  window: { offset: number; limit: number },
) {
  const direction = body.order === 'asc' ? asc : desc;
  return goodsRows(db, where)
    .orderBy(direction(SORTS[body.sort]), direction(goods.goodsId))
    .offset(window.offset)
    .limit(window.limit);
}

/** One page of the goods matching `where`, and how many match. */
export async function findConsoleGoodsPage(
  db: DbExecutor,
  where: SQL | undefined,
  body: Pick<ConsoleGoodsListBody, 'sort' | 'order'>,
  window: { offset: number; limit: number },
) {
  const [rows, [total]] = await Promise.all([
    findConsoleGoodsRows(db, where, body, window),
    db.select({ n: count() }).from(goods).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** One goods of the shop. */
export async function findConsoleGoods(db: DbExecutor, shopId: number | null, goodsId: number) {
  const [row] = await goodsRows(db, and(inShop(shopId), eq(goods.goodsId, goodsId)));
  return row;
}

export const skuColumns = {
  skuId: goodsSku.skuId,
  goodsId: goodsSku.goodsId,
  skuName: goodsSku.skuName,
  specName: goodsSku.specName,
  skuNo: goodsSku.skuNo,
  priceFen: goodsSku.priceFen,
  memberPriceFen: goodsSku.memberPriceFen,
  marketPriceFen: goodsSku.marketPriceFen,
  stock: goodsSku.stock,
  stockAlarm: goodsSku.stockAlarm,
  isDefault: goodsSku.isDefault,
};
export type ConsoleSkuRow = Awaited<ReturnType<typeof findSkusOf>>[number];

/** The SKUs of some goods, default first. */
export function findSkusOf(db: DbExecutor, goodsIds: number[]) {
  return db
    .select(skuColumns)
    .from(goodsSku)
    .where(inArray(goodsSku.goodsId, goodsIds.length ? goodsIds : [0]))
    .orderBy(desc(goodsSku.isDefault), asc(goodsSku.skuId));
}

/** A SKU of the shop's goods under an update lock (orders taking its stock wait). */
export async function lockShopSku(db: DbExecutor, shopId: number | null, skuId: number) {
  const [row] = await db
    .select({
      ...skuColumns,
      nearExpiryPriceFen: goodsSku.nearExpiryPriceFen,
      siteId: goods.siteId,
    })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(and(eq(goodsSku.skuId, skuId), inShop(shopId)))
    .for('update', { of: goodsSku });
  return row;
}

export async function updateSku(
  db: DbExecutor,
  skuId: number,
  patch: { priceFen?: number; memberPriceFen?: number | null; stock?: number },
): Promise<void> {
  await db.update(goodsSku).set(patch).where(eq(goodsSku.skuId, skuId));
}

/** The goods' summary follows its SKUs: stock is their sum, price the default SKU's. */
export async function syncGoodsSummary(db: DbExecutor, goodsId: number): Promise<void> {
  await db
    .update(goods)
    .set({
      stock: sql`(select coalesce(sum(s.stock), 0) from goods_sku s where s.goods_id = ${goodsId})`,
      priceFen: sql`coalesce(${defaultPrice}, ${goods.priceFen})`,
      updatedAt: new Date(),
    })
    .where(eq(goods.goodsId, goodsId));
}

/**
 * Puts a goods on or off the shelf only when its state differs; false when it already was (a
 * concurrent change won, or a repeat).
 */
export async function changeGoodsState(
  db: DbExecutor,
  shopId: number | null,
  goodsId: number,
  state: 0 | 1,
): Promise<boolean> {
  const rows = await db
    .update(goods)
    .set({ goodsState: state, updatedAt: new Date() })
    .where(and(eq(goods.goodsId, goodsId), inShop(shopId), sql`${goods.goodsState} <> ${state}`))
    .returning({ id: goods.goodsId });
  return rows.length === 1;
}
