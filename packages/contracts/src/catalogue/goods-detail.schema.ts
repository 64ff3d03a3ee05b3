import { z } from 'zod';
import { GOODS_DELIVERY_KINDS, GOODS_KINDS } from './goods-facts';
import { bodySchema, IdSchema, pageBodyShape } from '../common';
import { MoneySchema } from '../money';
import { PromotionKindSchema } from '../promotion';
import { GoodsLabelSchema } from './goods-list.schema';
import { NearExpiryOfferSchema } from './near-expiry.schema';
import { SaleControlSchema } from './sale-control.schema';

/**
 * The goods detail page (/sku-{id}) calls. Visibility (spec §6): every key marked "price viewers
 * only" is ABSENT (never null) for visitors and for members whose sale control hides the price;
 * `sale_control` is present for every member and absent for visitors.
 */

/** `/api/goodssku/detail`, `/api/goodssku/info`, `/api/goodssku/goodsqrcode`: one SKU. */
export const GoodsSkuIdBodySchema = bodySchema({ sku_id: IdSchema });
export type GoodsSkuIdBody = z.input<typeof GoodsSkuIdBodySchema>;

/** `/api/goods/modifyclicks`: count one view of the SKU's goods (visitors too). */
export const GoodsModifyClicksBodySchema = GoodsSkuIdBodySchema;
export type GoodsModifyClicksBody = z.input<typeof GoodsModifyClicksBodySchema>;
/** The goods' click count after the increment. */
export const GoodsClicksSchema = z.object({ click_num: z.number().int() });
export type GoodsClicks = z.infer<typeof GoodsClicksSchema>;

/** One step of the category path, root first, for breadcrumbs (/list?category_id=&level=). */
export const GoodsCategoryCrumbSchema = z.object({
  category_id: z.number().int(),
  category_name: z.string().max(50),
  level: z.number().int().min(1).max(3),
});
export type GoodsCategoryCrumb = z.infer<typeof GoodsCategoryCrumbSchema>;

/** The goods' brand; null when the goods has none. */
export const GoodsBrandRefSchema = z.object({
  brand_id: z.number().int(),
  brand_name: z.string().max(50),
});

/** A service promise of the mall shown under the price (正品保障, 发票随货...). */
export const GoodsServiceItemSchema = z.object({
  service_name: z.string().max(60),
  icon: z.string().max(500),
  description: z.string().max(200),
});
export type GoodsServiceItem = z.infer<typeof GoodsServiceItemSchema>;

/**
 * Spec §3 `attr` as every caller sees it: specification, place of origin, shelf life text,
 * production date, manufacturer and the goods' attribute text ('' when unknown).
 * `attr_country_code` is NOT here: it is a goods tag, sent only to price viewers (top level).
 */
export const GoodsPublicAttrSchema = z.object({
  attr_specs: z.string().max(100),
  attr_place: z.string().max(100),
  attr_validity: z.string().max(50),
  attr_production_date: z.string().max(50),
  attr_factory: z.string().max(100),
  attr_goods_attr: z.string().max(200),
});
export type GoodsPublicAttr = z.infer<typeof GoodsPublicAttrSchema>;

/** A tag colour pair: background and (white) text colour. */
export const TagColorSchema = z.object({
  bg_color: z.string().max(20),
  font_color: z.string().max(20),
});

/**
 * Spec §3 `promotion_color`: the colours of the goods tags 国家码 (country_code), 集采 (jc) and
 * 追溯码 (trace_code), from GOODS_TAG_COLORS (spec §9). Price viewers only.
 */
export const PromotionColorSchema = z.object({
  country_code: TagColorSchema,
  jc: TagColorSchema,
  trace_code: TagColorSchema,
});
export type PromotionColor = z.infer<typeof PromotionColorSchema>;

/** Spec §3 wholesale tier in yuan: from `num` units the unit price is `price`; `limit_num` > 0 caps it. */
export const PriceTierSchema = z.object({
  num: z.number().int(),
  limit_num: z.number().int(),
  price: MoneySchema,
});
export type PriceTier = z.infer<typeof PriceTierSchema>;

/** Spec §3 exchange (换购) ladder step: buying `mainRang` units lets you add `rang` at `rangPrice`. */
export const LadderStepSchema = z.object({
  mainRang: z.number().int(),
  rang: z.number().int(),
  rangPrice: MoneySchema,
});
export type LadderStep = z.infer<typeof LadderStepSchema>;

/**
 * Spec §3 `promotion_info` of the running promotion with the highest priority (spec §4: getfree,
 * seckill, discount, wholesale, bundling). Times are milliseconds since the epoch.
 * - `promotion_price`: the promotional unit price (seckill, discount); null for
 *   wholesale (see `price_json`), getfree (see `ladder_json`) and bundling (see `bundling_list`).
 * - `goods_min`: below it no discount; `goods_limit`: units discounted at most (0 = unlimited);
 *   `num_multiple`: discount applies in multiples of it (1 = any quantity).
 * - `price_json`: wholesale tiers ascending by num ([] for other kinds).
 * - `is_ladder` / `ladder_json`: exchange ladder steps ascending ([] for other kinds).
 * Price viewers only.
 */
export const GoodsPromotionInfoSchema = z.object({
  promotion_id: z.number().int(),
  kind: PromotionKindSchema,
  name: z.string().max(60),
  start_time: z.number().int(),
  end_time: z.number().int(),
  promotion_price: MoneySchema.nullable(),
  goods_min: z.number().int(),
  goods_limit: z.number().int(),
  num_multiple: z.number().int(),
  price_json: z.array(PriceTierSchema),
  is_ladder: z.number().int().min(0).max(1),
  ladder_json: z.array(LadderStepSchema),
});
export type GoodsPromotionInfo = z.infer<typeof GoodsPromotionInfoSchema>;

/**
 * One SKU of the goods, for the spec switcher. `price` / `member_price` (only when lower than
 * the price): price viewers only.
 */
export const GoodsSkuOptionSchema = z.object({
  sku_id: z.number().int(),
  sku_name: z.string().max(160),
  spec_name: z.string().max(80),
  sku_image: z.string().max(500),
  stock: z.number().int(),
  price: MoneySchema.optional(),
  member_price: MoneySchema.optional(),
});
export type GoodsSkuOption = z.infer<typeof GoodsSkuOptionSchema>;

/** One goods of a bundle: its SKU, the unit price the member pays alone, and units per set. */
export const GoodsBundleGoodsSchema = z.object({
  sku_id: z.number().int(),
  sku_name: z.string().max(160),
  sku_image: z.string().max(500),
  price: MoneySchema,
  num: z.number().int(),
});
export type GoodsBundleGoods = z.infer<typeof GoodsBundleGoodsSchema>;

/**
 * A bundle (组合套餐) holding this SKU, of a bundling promotion running now, that the member can
 * buy (cart `/api/cart/add` with `bl_id`). `bl_price`: one set; `goods_money`: its goods bought
 * alone (the saving is goods_money - bl_price); `stock`: sets the goods' stock allows.
 */
export const GoodsBundleSchema = z.object({
  bl_id: z.number().int(),
  bl_name: z.string().max(60),
  bl_price: MoneySchema,
  goods_money: MoneySchema,
  stock: z.number().int(),
  goods: z.array(GoodsBundleGoodsSchema),
});
export type GoodsBundle = z.infer<typeof GoodsBundleSchema>;
export const GOODS_BUNDLES_MAX = 5;

/** `data.goods_sku_detail` of `/api/goodssku/detail`. */
const GoodsKindSchema = z.enum(GOODS_KINDS);
const GoodsDeliveryKindSchema = z.enum(GOODS_DELIVERY_KINDS);

export const GoodsSkuDetailSchema = z.object({
  /** Identity: the SKU, its goods and shop (site). */
  sku_id: z.number().int(),
  goods_id: z.number().int(),
  site_id: z.number().int(),
  shop_name: z.string().max(60),
  shop_logo: z.string().max(500),
  /** Names: sku_name is the full title; spec_name this SKU's specification; introduction a subtitle. */
  sku_name: z.string().max(160),
  spec_name: z.string().max(80),
  goods_name: z.string().max(120),
  generic_name: z.string().max(120),
  introduction: z.string().max(255),
  /** Images: sku_images[0] is the main image (= sku_image); never empty unless the goods has no image at all. */
  sku_image: z.string().max(500),
  sku_images: z.array(z.string().max(500)),
  goods_image: z.string().max(500),
  /** Buying limits and counters: max_buy 0 = no limit ("无上限"). */
  unit: z.string().max(10),
  min_buy: z.number().int(),
  max_buy: z.number().int(),
  stock: z.number().int(),
  sale_num: z.number().int(),
  click_num: z.number().int(),
  evaluate_num: z.number().int(),
  /** Classification: the leaf category and its path root first; brand null when none. */
  category_id: z.number().int(),
  category_path: z.array(GoodsCategoryCrumbSchema),
  brand: GoodsBrandRefSchema.nullable(),
  goods_label: GoodsLabelSchema.nullable(),
  goods_service: z.array(GoodsServiceItemSchema),
  /** Public medicine facts (spec §3): attributes table, approval number, dosage form, shelf life days. */
  attr: GoodsPublicAttrSchema,
  manufacturer: z.string().max(100),
  approval_number: z.string().max(50),
  dosage_form: z.string().max(20),
  validity_days: z.number().int(),
  /**
   * The expiry of the batch that ships next (issue 26, ADR 0026): the nearest expiry of the goods'
   * sellable batches (first expiry, first out) outside the near-expiry window (ADR 0029: those
   * inside it sell apart), YYYY-MM-DD; null when the shop keeps no batches or all are near expiry.
   */
  nearest_expiry: z.string().nullable(),
  /** The goods' near-expiry stock sold apart in the zone (ADR 0029); null when it has none. */
  near_expiry: NearExpiryOfferSchema.nullable(),
  stock_name: z.string().max(30),
  goods_erp_spid: z.string().max(30),
  bar_code: z.string().max(30),
  /** Percent, e.g. 13 for 13 %. */
  tax_rate: z.number().int(),
  is_medicinal: z.number().int(),
  /** Medicine category code: 0 = wes, 1 = tra (spec §9). */
  is_chinese_medicine: z.number().int(),
  /** issue 25: the goods kind, storage conditions, units per case (件装量, 0 = not given). */
  goods_kind: GoodsKindSchema,
  storage: z.string().max(100),
  piece_qty: z.number().int(),
  /** 倍数: quantities are multiples of it and of min_buy (1 = any). */
  num_multiple: z.number().int(),
  /** The package insert (说明书) as a PDF ('' = in the description). */
  instructions_pdf: z.string().max(300),
  /** How the goods may be delivered (the shop's kinds when it names none). */
  delivery_types: z.array(GoodsDeliveryKindSchema),
  /**
   * The description as HTML written by the shop; the demo stores `<p><strong>【规格】</strong>…</p>`
   * paragraphs. The page must sanitise it before rendering (allow-list of tags such as p, strong,
   * br, img, table; no attributes but img src/alt) or render it as text.
   */
  goods_content: z.string(),
  /** Every SKU of the goods (this one included), for switching. */
  sku_list: z.array(GoodsSkuOptionSchema),
  /** Members only: what the member may do with this goods (free sale when no rule). */
  sale_control: SaleControlSchema.optional(),
  /** Price viewers only: prices in yuan; member_price only when lower than price. */
  price: MoneySchema.optional(),
  market_price: MoneySchema.optional(),
  member_price: MoneySchema.optional(),
  /** Price viewers only: goods tags (spec §3) and their colours. */
  is_jc: z.number().int().optional(),
  traceability_code: z.number().int().optional(),
  attr_country_code: z.string().max(50).optional(),
  promotion_color: PromotionColorSchema.optional(),
  /** Price viewers only: kinds running now in priority order, and the first one's terms (null when none). */
  promotion_labels: z.array(PromotionKindSchema).optional(),
  promotion_info: GoodsPromotionInfoSchema.nullable().optional(),
  /** Price viewers only: the buyable bundles holding this SKU (at most GOODS_BUNDLES_MAX). */
  bundling_list: z.array(GoodsBundleSchema).max(GOODS_BUNDLES_MAX).optional(),
});
export type GoodsSkuDetail = z.infer<typeof GoodsSkuDetailSchema>;

export const GoodsSkuDetailDataSchema = z.object({ goods_sku_detail: GoodsSkuDetailSchema });
export type GoodsSkuDetailData = z.infer<typeof GoodsSkuDetailDataSchema>;

/**
 * `/api/goodssku/info`: the short info of one SKU, used when switching SKU. Same visibility rules:
 * prices for price viewers only, `sale_control` for members.
 */
export const GoodsSkuInfoSchema = z.object({
  sku_id: z.number().int(),
  goods_id: z.number().int(),
  sku_name: z.string().max(160),
  spec_name: z.string().max(80),
  sku_image: z.string().max(500),
  stock: z.number().int(),
  unit: z.string().max(10),
  min_buy: z.number().int(),
  max_buy: z.number().int(),
  sale_control: SaleControlSchema.optional(),
  price: MoneySchema.optional(),
  market_price: MoneySchema.optional(),
  member_price: MoneySchema.optional(),
});
export type GoodsSkuInfo = z.infer<typeof GoodsSkuInfoSchema>;

/** `/api/goodssku/goodsqrcode`: a PNG data URL encoding the page address `<origin>/sku-{id}`. */
export const GoodsQrcodeSchema = z.object({ path: z.string() });
export type GoodsQrcode = z.infer<typeof GoodsQrcodeSchema>;

export const GOODS_RECOMMEND_MAX_PAGE_SIZE = 20;
/**
 * `/api/goodssku/recommend`: best sellers of the goods' category (third level, then second
 * level), the goods itself excluded; without sku_id the shop-wide best sellers. Answer: a page of
 * `GoodsCardSchema` (GoodsCardPageSchema).
 */
export const GoodsRecommendBodySchema = bodySchema({
  ...pageBodyShape(10, GOODS_RECOMMEND_MAX_PAGE_SIZE),
  sku_id: IdSchema.optional(),
});
export type GoodsRecommendBody = z.input<typeof GoodsRecommendBodySchema>;

/** `/api/goods/aftersale`: the after-sale policy, plain text with line breaks ("\n"). */
export const GoodsAftersaleSchema = z.object({ content: z.string() });
export type GoodsAftersale = z.infer<typeof GoodsAftersaleSchema>;
