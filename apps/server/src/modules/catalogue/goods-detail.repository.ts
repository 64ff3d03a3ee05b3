import { and, asc, desc, eq, like, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, goodsBrand, goodsCategory, goodsLabel, goodsSku, shop } from './catalogue.tables';
import { anyOf, preparedQuery } from '../../db/prepared';
import { goodsOnSale } from './goods-card.repository';

/** The columns of the goods page: the SKU with its goods, shop, brand and label. */
const skuDetailColumns = {
  skuId: goodsSku.skuId,
  goodsId: goods.goodsId,
  siteId: goods.siteId,
  shopName: shop.shopName,
  shopLogo: shop.logo,
  skuName: goodsSku.skuName,
  specName: goodsSku.specName,
  goodsName: goods.goodsName,
  genericName: goods.genericName,
  introduction: goods.introduction,
  skuImage: goodsSku.skuImage,
  skuImages: goodsSku.skuImages,
  goodsImage: goods.goodsImage,
  unit: goods.unit,
  minBuy: goods.minBuy,
  maxBuy: goods.maxBuy,
  stock: goodsSku.stock,
  saleNum: goods.saleNum,
  clickNum: goods.clickNum,
  evaluateNum: goods.evaluateNum,
  categoryId: goods.categoryId,
  categoryPath: goods.categoryPath,
  brandId: goodsBrand.brandId,
  brandName: goodsBrand.brandName,
  labelName: goodsLabel.labelName,
  labelColor: goodsLabel.labelColor,
  fontColor: goodsLabel.fontColor,
  attr: goods.attr,
  manufacturer: goods.manufacturer,
  approvalNumber: goods.approvalNumber,
  dosageForm: goods.dosageForm,
  validityDays: goods.validityDays,
  nearestExpiry: goods.nearestExpiry,
  stockName: goods.stockName,
  goodsErpSpid: goods.goodsErpSpid,
  goodsBarCode: goods.barCode,
  skuBarCode: goodsSku.barCode,
  taxRate: goods.taxRate,
  isMedicinal: goods.isMedicinal,
  isChineseMedicine: goods.isChineseMedicine,
  isJc: goods.isJc,
  traceabilityCode: goods.traceabilityCode,
  goodsContent: goods.goodsContent,
  goodsKind: goods.goodsKind,
  storage: goods.storage,
  pieceQty: goods.pieceQty,
  numMultiple: goods.numMultiple,
  instructionsPdf: goods.instructionsPdf,
  deliveryTypes: goods.deliveryTypes,
  shopDeliveryTypes: shop.deliveryTypes,
  serviceIds: goods.serviceIds,
  priceFen: goodsSku.priceFen,
  marketPriceFen: goodsSku.marketPriceFen,
  memberPriceFen: goodsSku.memberPriceFen,
  wholesaleTiers: goodsSku.wholesaleTiers,
};

const skuDetailFrom = (db: DbExecutor) =>
  db
    .select(skuDetailColumns)
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .leftJoin(goodsBrand, eq(goodsBrand.brandId, goods.brandId))
    .leftJoin(goodsLabel, eq(goodsLabel.labelId, goods.labelId));

const skuDetailQuery = preparedQuery('goods_sku_detail', (db, name) =>
  skuDetailFrom(db)
    .where(and(eq(goodsSku.skuId, sql.placeholder('skuId')), goodsOnSale))
    .limit(1)
    .prepare(name),
);

/** One SKU of a goods on sale, with its goods, shop, brand and label. */
export async function findSkuDetailRow(db: DbExecutor, skuId: number) {
  const rows = await skuDetailQuery(db).execute({ skuId });
  return rows[0];
}

/**
 * One SKU of a goods in any shelf state but not deleted, for a staff preview (issue 25): a goods
 * saved off the shelf is previewed before it goes on sale.
 */
export async function findSkuDetailRowAnyState(db: DbExecutor, skuId: number) {
  const rows = await skuDetailFrom(db)
    .where(and(eq(goodsSku.skuId, skuId), eq(goods.isDelete, false)))
    .limit(1);
  return rows[0];
}

export type SkuDetailRow = NonNullable<Awaited<ReturnType<typeof findSkuDetailRow>>>;

const skuInfoQuery = preparedQuery('goods_sku_info', (db, name) =>
  db
    .select({
      skuId: goodsSku.skuId,
      goodsId: goods.goodsId,
      skuName: goodsSku.skuName,
      specName: goodsSku.specName,
      skuImage: goodsSku.skuImage,
      goodsImage: goods.goodsImage,
      stock: goodsSku.stock,
      unit: goods.unit,
      minBuy: goods.minBuy,
      maxBuy: goods.maxBuy,
      categoryId: goods.categoryId,
      categoryPath: goods.categoryPath,
      priceFen: goodsSku.priceFen,
      marketPriceFen: goodsSku.marketPriceFen,
      memberPriceFen: goodsSku.memberPriceFen,
    })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(and(eq(goodsSku.skuId, sql.placeholder('skuId')), goodsOnSale))
    .limit(1)
    .prepare(name),
);

/** One SKU of a goods on sale: the short info used when switching SKU. */
export async function findSkuInfoRow(db: DbExecutor, skuId: number) {
  const rows = await skuInfoQuery(db).execute({ skuId });
  return rows[0];
}

export type SkuInfoRow = NonNullable<Awaited<ReturnType<typeof findSkuInfoRow>>>;

const goodsSkusQuery = preparedQuery('goods_sku_list', (db, name) =>
  db
    .select({
      skuId: goodsSku.skuId,
      skuName: goodsSku.skuName,
      specName: goodsSku.specName,
      skuImage: goodsSku.skuImage,
      stock: goodsSku.stock,
      priceFen: goodsSku.priceFen,
      memberPriceFen: goodsSku.memberPriceFen,
      nearExpiryPriceFen: goodsSku.nearExpiryPriceFen,
    })
    .from(goodsSku)
    .where(eq(goodsSku.goodsId, sql.placeholder('goodsId')))
    .orderBy(desc(goodsSku.isDefault), asc(goodsSku.skuId))
    .prepare(name),
);

/** Every SKU of a goods, the default first. */
export function findGoodsSkus(db: DbExecutor, goodsId: number) {
  return goodsSkusQuery(db).execute({ goodsId });
}

const categoriesByIdsQuery = preparedQuery('goods_categories_by_ids', (db, name) =>
  db
    .select({
      categoryId: goodsCategory.categoryId,
      categoryName: goodsCategory.categoryName,
      level: goodsCategory.level,
    })
    .from(goodsCategory)
    .where(anyOf(goodsCategory.categoryId, sql.placeholder('ids')))
    .prepare(name),
);

/** The categories of the ids (none for an empty list). */
export function findCategoriesByIds(db: DbExecutor, ids: number[]) {
  return categoriesByIdsQuery(db).execute({ ids });
}

/** Adds one view to the goods of an on-sale SKU; answers the new count, undefined when none. */
export async function incrementGoodsClicks(db: DbExecutor, skuId: number) {
  const rows = await db
    .update(goods)
    .set({ clickNum: sql`${goods.clickNum} + 1` })
    .where(
      and(
        goodsOnSale,
        sql`${goods.goodsId} = (select ${goodsSku.goodsId} from ${goodsSku} where ${goodsSku.skuId} = ${skuId})`,
      ),
    )
    .returning({ clickNum: goods.clickNum });
  return rows[0]?.clickNum;
}

/**
 * Goods on sale by sales, optionally within a category path prefix (",1,12,"), the goods of
 * `preferCategoryId` first and `excludeGoodsId` left out; one page of ids and the total.
 */
export async function findBestSellerIds(
  db: DbExecutor,
  filter: { pathPrefix?: string; preferCategoryId?: number; excludeGoodsId?: number },
  page: { offset: number; limit: number },
) {
  const where = and(
    goodsOnSale,
    filter.pathPrefix ? like(goods.categoryPath, `${filter.pathPrefix}%`) : undefined,
    filter.excludeGoodsId ? ne(goods.goodsId, filter.excludeGoodsId) : undefined,
  );
  const prefer =
    filter.preferCategoryId === undefined
      ? []
      : [desc(sql`(${goods.categoryId} = ${filter.preferCategoryId})`)];
  const [rows, total] = await Promise.all([
    db
      .select({ goodsId: goods.goodsId })
      .from(goods)
      .where(where)
      .orderBy(...prefer, desc(goods.saleNum), asc(goods.goodsId))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(goods)
      .where(where),
  ]);
  return { ids: rows.map((r) => r.goodsId), count: total[0]?.count ?? 0 };
}
