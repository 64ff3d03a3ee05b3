import { and, asc, desc, eq, like, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, goodsBrand, goodsLabel, goodsSku, shop } from './catalogue.tables';
import { preparedQuery } from '../../db/prepared';
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
  /** Every SKU of the goods, the default first: in the same round trip as the row. */
  skus: sql<GoodsSkuRow[]>`(select coalesce(json_agg(json_build_object('skuId', s.sku_id,
      'skuName', s.sku_name, 'specName', s.spec_name, 'skuImage', s.sku_image, 'stock', s.stock,
      'priceFen', s.price_fen, 'memberPriceFen', s.member_price_fen,
      'nearExpiryPriceFen', s.near_expiry_price_fen) order by s.is_default desc, s.sku_id), '[]')
    from goods_sku s where s.goods_id = ${goods.goodsId})`,
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

/** One SKU of a goods as the goods page lists it (`skus` of the detail row). */
export type GoodsSkuRow = {
  skuId: number;
  skuName: string;
  specName: string;
  skuImage: string;
  stock: number;
  priceFen: number;
  memberPriceFen: number | null;
  nearExpiryPriceFen: number | null;
};

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
