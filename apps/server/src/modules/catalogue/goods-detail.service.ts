import { baseFen } from '@shop/contracts/pricing';
import {
  type GoodsCardPage,
  type GoodsCategoryCrumb,
  type GoodsSkuDetail,
  type GoodsSkuInfo,
  type GoodsSkuOption,
  type PromotionColor,
  type SaleControl,
} from '@shop/contracts/catalogue';
import { GOODS_TAG_COLORS } from '@shop/contracts/constants';
import { fenToYuan } from '@shop/contracts/money';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  buyerGradesOf,
  buyerPairOf,
  skuPromotionTerms,
  FREE_SALE,
  mayViewPrice,
  saleControlOf,
  type BuyerGrades,
} from '../pricing';
import { editorFactsOf, servicesOf } from './goods-detail-facts';
import { nearOfferOf } from './goods-detail-near-expiry';
import { bundlesOfSku } from './goods-bundles.service';
import { getGoodsServices } from './goods-service.service';
import { getCategoryNames } from './category.service';
import { attrText, loadGoodsCards } from './goods-card.service';
import {
  findBestSellerIds,
  findSkuDetailRow,
  findSkuDetailRowAnyState,
  findSkuInfoRow,
  incrementGoodsClicks,
  type SkuDetailRow,
} from './goods-detail.repository';
import type { Viewer } from '../auth';
import type { Lang } from '../../lib/i18n/translate';
import { pageCount, pageWindow } from '../../lib/paging';

const notFound = () => new AppError('goods_detail.not_found');

/** Spec §9 goods tag colours (white text) as promotion_color pairs. */
const PROMOTION_COLOR: PromotionColor = {
  country_code: { bg_color: GOODS_TAG_COLORS.country_code, font_color: '#FFFFFF' },
  jc: { bg_color: GOODS_TAG_COLORS.jc, font_color: '#FFFFFF' },
  trace_code: { bg_color: GOODS_TAG_COLORS.trace_code, font_color: '#FFFFFF' },
};

/** The category ids of a path such as ",3,17,102,", root first. */
const pathIds = (path: string): number[] =>
  path
    .split(',')
    .filter(Boolean)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

/**
 * Price fields of a SKU as this member sees it (spec §6: the member price only when lower than
 * the price; ADR 0021: the buyer-type or level price in its place).
 */
function prices(
  row: { skuId: number; priceFen: number; memberPriceFen: number | null },
  grades: Map<number, BuyerGrades>,
) {
  const shown = baseFen(buyerPairOf(row, grades));
  return {
    price: fenToYuan(row.priceFen),
    ...(shown < row.priceFen ? { member_price: fenToYuan(shown) } : {}),
  };
}

/**
 * What the viewer may see of a goods' prices: visitors nothing (no sale control either); members
 * their sale control, and `showPrice` only when it lets them see the price (spec §6).
 */
async function priceAccess(
  db: DbExecutor,
  viewer: Viewer,
  goodsId: number,
): Promise<{ saleControl?: SaleControl; showPrice: boolean }> {
  if (viewer === null) return { showPrice: false };
  const verdict = (await saleControlOf(db, viewer, [goodsId])).get(goodsId);
  const { rule_name: _rule, ...saleControl } = verdict ?? { ...FREE_SALE, rule_name: '' };
  return { saleControl, showPrice: mayViewPrice(viewer, verdict) };
}

/** The SKU's images, main first: its own list, else its image, else the goods image. */
function skuImages(row: SkuDetailRow): string[] {
  const own = row.skuImages
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const main = row.skuImage || own[0] || row.goodsImage;
  return [...new Set([main, ...own].filter(Boolean))];
}

async function categoryPath(db: DbExecutor, path: string): Promise<GoodsCategoryCrumb[]> {
  const names = await getCategoryNames(db);
  return pathIds(path)
    .flatMap((id) => {
      const c = names.get(id);
      return c ? [{ category_id: id, category_name: c.categoryName, level: c.level }] : [];
    })
    .sort((a, b) => a.level - b.level);
}

/**
 * `/api/goodssku/detail`: everything the goods page shows. Prices, member price, goods tags and
 * promotion terms are added only for a member whose sale control lets them see the price; the
 * country code is a goods tag, so it is left out of the public `attr`.
 */
export async function getSkuDetail(
  db: DbExecutor,
  viewer: Viewer,
  skuId: number,
  lang: Lang,
  options: { anyState?: boolean } = {},
): Promise<GoodsSkuDetail> {
  const row = await (options.anyState ? findSkuDetailRowAnyState : findSkuDetailRow)(db, skuId);
  if (!row) throw notFound();
  const skus = row.skus;
  const [crumbs, services, access] = await Promise.all([
    categoryPath(db, row.categoryPath),
    getGoodsServices(db, lang),
    priceAccess(db, viewer, row.goodsId),
  ]);
  const grades = access.showPrice
    ? await buyerGradesOf(
        db,
        viewer,
        skus.map((s) => s.skuId),
      )
    : new Map<number, BuyerGrades>();
  const images = skuImages(row);
  const near = await nearOfferOf(db, row, skus, access.showPrice ? grades : null);
  const freshStock = (sku: { skuId: number; stock: number }) =>
    sku.skuId === near?.skuId ? sku.stock - near.left : sku.stock;
  const detail: GoodsSkuDetail = {
    sku_id: row.skuId,
    goods_id: row.goodsId,
    site_id: row.siteId,
    shop_name: row.shopName,
    shop_logo: row.shopLogo,
    sku_name: row.skuName,
    spec_name: row.specName,
    goods_name: row.goodsName,
    generic_name: row.genericName,
    introduction: row.introduction,
    sku_image: images[0] ?? '',
    sku_images: images,
    goods_image: row.goodsImage,
    unit: row.unit,
    min_buy: row.minBuy,
    max_buy: row.maxBuy,
    stock: freshStock(row),
    sale_num: row.saleNum,
    click_num: row.clickNum,
    evaluate_num: row.evaluateNum,
    category_id: row.categoryId,
    category_path: crumbs,
    brand: row.brandId === null ? null : { brand_id: row.brandId, brand_name: row.brandName ?? '' },
    goods_label:
      row.labelName === null
        ? null
        : {
            label_name: row.labelName,
            label_color: row.labelColor ?? '',
            font_color: row.fontColor ?? '',
          },
    goods_service: servicesOf(row, services),
    attr: {
      attr_specs: attrText(row.attr, 'attr_specs'),
      attr_place: attrText(row.attr, 'attr_place'),
      attr_validity: attrText(row.attr, 'attr_validity'),
      attr_production_date: attrText(row.attr, 'attr_production_date'),
      attr_factory: attrText(row.attr, 'attr_factory') || row.manufacturer,
      attr_goods_attr: attrText(row.attr, 'attr_goods_attr'),
    },
    manufacturer: row.manufacturer,
    approval_number: row.approvalNumber,
    dosage_form: row.dosageForm,
    validity_days: row.validityDays,
    nearest_expiry: near ? near.freshExpiry : row.nearestExpiry,
    near_expiry: near?.offer ?? null,
    stock_name: row.stockName,
    goods_erp_spid: row.goodsErpSpid,
    bar_code: row.skuBarCode || row.goodsBarCode,
    tax_rate: row.taxRate,
    is_medicinal: row.isMedicinal,
    is_chinese_medicine: row.isChineseMedicine,
    ...editorFactsOf(row),
    goods_content: row.goodsContent,
    sku_list: skus.map((s): GoodsSkuOption => ({
      sku_id: s.skuId,
      sku_name: s.skuName,
      spec_name: s.specName,
      sku_image: s.skuImage || row.goodsImage,
      stock: freshStock(s),
      ...(access.showPrice ? prices(s, grades) : {}),
    })),
  };
  if (!access.saleControl || viewer === null) return detail;
  if (!access.showPrice) return { ...detail, sale_control: access.saleControl };
  const terms = await skuPromotionTerms(db, row.goodsId, row.skuId, {
    standing: row.wholesaleTiers,
    numMultiple: row.numMultiple,
  });
  const bundles = await bundlesOfSku(db, viewer.memberId, row.skuId);
  return {
    ...detail,
    sale_control: access.saleControl,
    ...prices(row, grades),
    market_price: fenToYuan(row.marketPriceFen),
    is_jc: row.isJc,
    traceability_code: row.traceabilityCode,
    attr_country_code: attrText(row.attr, 'attr_country_code'),
    promotion_color: PROMOTION_COLOR,
    promotion_labels: terms.labels,
    promotion_info: terms.info,
    bundling_list: bundles,
  };
}

/** `/api/goodssku/info`: the short info of one SKU, with the same visibility as the detail. */
export async function getSkuInfo(
  db: DbExecutor,
  viewer: Viewer,
  skuId: number,
): Promise<GoodsSkuInfo> {
  const row = await findSkuInfoRow(db, skuId);
  if (!row) throw notFound();
  const access = await priceAccess(db, viewer, row.goodsId);
  const info: GoodsSkuInfo = {
    sku_id: row.skuId,
    goods_id: row.goodsId,
    sku_name: row.skuName,
    spec_name: row.specName,
    sku_image: row.skuImage || row.goodsImage,
    stock: row.stock,
    unit: row.unit,
    min_buy: row.minBuy,
    max_buy: row.maxBuy,
  };
  if (!access.saleControl) return info;
  if (!access.showPrice) return { ...info, sale_control: access.saleControl };
  const grades = await buyerGradesOf(db, viewer, [row.skuId]);
  return {
    ...info,
    sale_control: access.saleControl,
    ...prices(row, grades),
    market_price: fenToYuan(row.marketPriceFen),
  };
}

/** `/api/goods/modifyclicks`: one more view of the SKU's goods (visitors count too). */
export async function addGoodsClick(db: DbExecutor, skuId: number): Promise<{ click_num: number }> {
  const clickNum = await incrementGoodsClicks(db, skuId);
  if (clickNum === undefined) throw notFound();
  return { click_num: clickNum };
}

/**
 * `/api/goodssku/recommend`: best sellers of the goods' second-level category with those of its
 * own (third-level) category first, the goods itself left out; without a SKU the mall's best
 * sellers. Cards respect the viewer's price visibility.
 */
export async function recommendGoods(
  db: DbExecutor,
  viewer: Viewer,
  query: { sku_id?: number; page: number; page_size: number },
): Promise<GoodsCardPage> {
  let filter: Parameters<typeof findBestSellerIds>[1] = {};
  if (query.sku_id !== undefined) {
    const row = await findSkuInfoRow(db, query.sku_id);
    if (!row) throw notFound();
    const ids = pathIds(row.categoryPath).slice(0, 2);
    filter = {
      pathPrefix: ids.length ? `,${ids.join(',')},` : undefined,
      preferCategoryId: row.categoryId,
      excludeGoodsId: row.goodsId,
    };
  }
  const { ids, count } = await findBestSellerIds(db, filter, {
    ...pageWindow(query),
  });
  return {
    page_count: pageCount(count, query),
    count,
    list: await loadGoodsCards(db, viewer, ids),
  };
}
