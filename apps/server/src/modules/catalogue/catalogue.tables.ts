import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, englishText, updatedAt } from '../../db/columns';

/** A shop (site) selling on the platform. `site_id` is the shop's id everywhere on the wire. */
export const shop = pgTable('shop', {
  siteId: serial('site_id').primaryKey(),
  shopName: varchar('shop_name', { length: 60 }).notNull(),
  logo: text('logo').notNull().default(''),
  banner: text('banner').notNull().default(''),
  description: text('description').notNull().default(''),
  telephone: varchar('telephone', { length: 30 }).notNull().default(''),
  address: varchar('address', { length: 200 }).notNull().default(''),
  /** Keyword the buyer types in the shop search (pinyin initials included). */
  keywords: varchar('keywords', { length: 200 }).notNull().default(''),
  isOwn: boolean('is_own').notNull().default(false),
  /** Delivery types the shop offers: express, local (同城配送), store (门店自提). */
  deliveryTypes: jsonb('delivery_types').notNull().default(['express']),
  /** Express and local delivery fee per order; free from `free_freight_fen` of goods (0 = never). */
  freightFen: bigint('freight_fen', { mode: 'number' }).notNull().default(0),
  freeFreightFen: bigint('free_freight_fen', { mode: 'number' }).notNull().default(0),
  status: smallint('status').notNull().default(1),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

export const goodsCategory = pgTable(
  'goods_category',
  {
    categoryId: serial('category_id').primaryKey(),
    pid: integer('pid').notNull().default(0),
    level: smallint('level').notNull(),
    categoryName: varchar('category_name', { length: 50 }).notNull(),
    shortName: varchar('short_name', { length: 20 }).notNull().default(''),
    image: text('image').notNull().default(''),
    imageAdv: text('image_adv').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    isRecommend: boolean('is_recommend').notNull().default(false),
    /** The business scope a buyer's approved licence must cover to buy this category's goods ('' none). */
    requiredScope: varchar('required_scope', { length: 30 }).notNull().default(''),
  },
  (t) => [index('goods_category_pid_idx').on(t.pid)],
);

export const goodsBrand = pgTable('goods_brand', {
  brandId: serial('brand_id').primaryKey(),
  brandName: varchar('brand_name', { length: 50 }).notNull(),
  brandInitial: varchar('brand_initial', { length: 1 }).notNull().default(''),
  imageUrl: text('image_url').notNull().default(''),
  banner: text('banner').notNull().default(''),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  isRecommend: boolean('is_recommend').notNull().default(false),
});

export const goodsLabel = pgTable('goods_label', {
  labelId: serial('label_id').primaryKey(),
  labelName: varchar('label_name', { length: 20 }).notNull(),
  labelColor: varchar('label_color', { length: 20 }).notNull(),
  fontColor: varchar('font_color', { length: 20 }).notNull().default('#FFFFFF'),
  sort: integer('sort').notNull().default(0),
});

/** Service promises shown on goods and in the footer (icon, service_name). */
export const goodsService = pgTable('goods_service', {
  id: serial('id').primaryKey(),
  serviceName: varchar('service_name', { length: 30 }).notNull(),
  serviceNameEn: englishText('service_name_en', 60),
  description: varchar('description', { length: 200 }).notNull().default(''),
  descriptionEn: englishText('description_en', 200),
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

type SearchColumns = Record<
  | 'goodsName'
  | 'genericName'
  | 'manufacturer'
  | 'approvalNumber'
  | 'barCode'
  | 'goodsErpSpid'
  | 'pinyin'
  | 'pinyinInitials',
  AnyPgColumn
>;

/**
 * The text the console searches in (issue 25): name, generic name, maker, approval number, bar
 * code, ERP code, pinyin and initials, lower case, one space apart. The index and the query use
 * this one expression.
 */
export const consoleSearchText = (t: SearchColumns) =>
  sql`lower(${t.goodsName} || ' ' || ${t.genericName} || ' ' || ${t.manufacturer} || ' ' || ${t.approvalNumber} || ' ' || ${t.barCode} || ' ' || ${t.goodsErpSpid} || ' ' || ${t.pinyin} || ' ' || ${t.pinyinInitials})`;

/**
 * A goods (a product). Shelf life, specification and manufacturer are public; prices are not.
 * `attr` holds the spec's attr_* fields (country code, specs, place, validity, goods attr,
 * production date, factory).
 */
export const goods = pgTable(
  'goods',
  {
    goodsId: serial('goods_id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => shop.siteId),
    goodsName: varchar('goods_name', { length: 120 }).notNull(),
    /** 通用名 (generic name), e.g. 阿莫西林胶囊. */
    genericName: varchar('generic_name', { length: 120 }).notNull().default(''),
    introduction: varchar('introduction', { length: 255 }).notNull().default(''),
    keywords: varchar('keywords', { length: 255 }).notNull().default(''),
    /** The leaf category; `category_path` is the ids from the root, e.g. ",3,17,102,". */
    categoryId: integer('category_id')
      .notNull()
      .references(() => goodsCategory.categoryId),
    categoryPath: varchar('category_path', { length: 64 }).notNull(),
    brandId: integer('brand_id').references(() => goodsBrand.brandId),
    labelId: integer('label_id').references(() => goodsLabel.labelId),
    goodsImage: text('goods_image').notNull().default(''),
    goodsContent: text('goods_content').notNull().default(''),
    unit: varchar('unit', { length: 10 }).notNull().default('件'),
    minBuy: integer('min_buy').notNull().default(1),
    /** 0 = no limit. */
    maxBuy: integer('max_buy').notNull().default(0),
    /** How `max_buy` counts: 1 per order, 2 over the member's lifetime (closed orders excluded). */
    maxBuyType: smallint('max_buy_type').notNull().default(1),
    /** 1 physical goods, 2 virtual goods (a code delivered when paid, verified at a desk). */
    goodsClass: smallint('goods_class').notNull().default(1),
    isMedicinal: smallint('is_medicinal').notNull().default(1),
    /** Medicine category code: 0 = wes (western), 1 = tra (traditional Chinese). */
    isChineseMedicine: smallint('is_chinese_medicine').notNull().default(0),
    /**
     * The goods kind (issue 25): rx 处方药, otc 非处方药, tcm_pieces 中药饮片, device 医疗器械,
     * health_food 保健食品, general 普通商品 (`GOODS_KINDS` in contracts).
     */
    goodsKind: varchar('goods_kind', { length: 20 }).notNull().default('general'),
    /** The business scope (经营范围) a buyer's licences must cover; '' = the category's. */
    businessScope: varchar('business_scope', { length: 30 }).notNull().default(''),
    /** Units per shipping case (件装量); 0 = not given. */
    pieceQty: integer('piece_qty').notNull().default(0),
    /** 倍数: a quantity bought must be a multiple of it (1 = any). `min_buy` is 中包装. */
    numMultiple: integer('num_multiple').notNull().default(1),
    /** Storage conditions (贮藏), e.g. 密封，在阴凉处保存. */
    storage: varchar('storage', { length: 100 }).notNull().default(''),
    /** The package insert (说明书) as an uploaded PDF's path; '' = none (the text is in the content). */
    instructionsPdf: text('instructions_pdf').notNull().default(''),
    /** Delivery kinds offered for this goods (express, local, store, virtual); [] = the shop's. */
    deliveryTypes: jsonb('delivery_types').notNull().default([]),
    /** The goods services (正品保障 …) shown on its page: `goods_service` ids. */
    serviceIds: integer('service_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Specification axes: `[{ name, values: string[] }]`; each SKU holds one value per axis. */
    specFormat: jsonb('spec_format').notNull().default([]),
    /** Group purchase (集采) goods. */
    isJc: smallint('is_jc').notNull().default(0),
    /** Carries a traceability code (追溯码). */
    traceabilityCode: smallint('traceability_code').notNull().default(0),
    approvalNumber: varchar('approval_number', { length: 50 }).notNull().default(''),
    dosageForm: varchar('dosage_form', { length: 20 }).notNull().default(''),
    manufacturer: varchar('manufacturer', { length: 100 }).notNull().default(''),
    attr: jsonb('attr').notNull().default({}),
    /** Shelf life in days. */
    validityDays: integer('validity_days').notNull().default(0),
    stockName: varchar('stock_name', { length: 30 }).notNull().default(''),
    goodsErpSpid: varchar('goods_erp_spid', { length: 30 }).notNull().default(''),
    barCode: varchar('bar_code', { length: 30 }).notNull().default(''),
    /** Percent, e.g. 13 for 13 %. */
    taxRate: smallint('tax_rate').notNull().default(13),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
    marketPriceFen: bigint('market_price_fen', { mode: 'number' }).notNull().default(0),
    stock: integer('stock').notNull().default(0),
    /**
     * The earliest expiry of the goods' sellable batches (issue 26, ADR 0026): the batch that
     * ships first (FEFO). null when the goods keeps no batches. Written with the stock by the sync.
     * Not indexed, so a stock sync's update stays a HOT update (ADR 0026); lists filter on it in
     * the in-process goods index.
     */
    nearestExpiry: date('nearest_expiry', { mode: 'string' }),
    saleNum: integer('sale_num').notNull().default(0),
    clickNum: integer('click_num').notNull().default(0),
    evaluateNum: integer('evaluate_num').notNull().default(0),
    /** 1 on sale, 0 off the shelf. */
    goodsState: smallint('goods_state').notNull().default(1),
    /** In the console's recycle bin (回收站) since `deleted_at`; restorable. */
    isDelete: boolean('is_delete').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    /** Full pinyin and pinyin initials of the name and generic name, for search. */
    pinyin: text('pinyin').notNull().default(''),
    pinyinInitials: varchar('pinyin_initials', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('goods_category_idx').on(t.categoryId),
    index('goods_brand_idx').on(t.brandId),
    index('goods_site_idx').on(t.siteId),
    // Goods lists filter on state and order by sales; category pages match a category_path prefix.
    index('goods_state_sale_idx').on(t.goodsState, t.saleNum),
    index('goods_category_path_idx').on(t.categoryPath.op('text_pattern_ops')),
    // The ERP code is unique in its shop (issue 25, the ERP's key for goods).
    uniqueIndex('goods_site_erp_uq')
      .on(t.siteId, t.goodsErpSpid)
      .where(sql`${t.goodsErpSpid} <> ''`),
    // The console's goods search (issue 25, ADR 0023): a keyword of 3 characters or more anywhere
    // in the search text (trigrams); a shorter one at the start of the name, generic name, pinyin
    // or initials (`consoleSearchText` and `consoleSearchCondition` build the same expressions).
    index('goods_console_search_trgm_idx').using('gin', sql`${consoleSearchText(t)} gin_trgm_ops`),
    index('goods_name_prefix_idx').on(sql`lower(${t.goodsName}) text_pattern_ops`),
    index('goods_generic_prefix_idx').on(sql`lower(${t.genericName}) text_pattern_ops`),
    index('goods_pinyin_prefix_idx').on(sql`${t.pinyin} text_pattern_ops`),
    index('goods_initials_prefix_idx').on(sql`${t.pinyinInitials} text_pattern_ops`),
  ],
);

export const goodsSku = pgTable(
  'goods_sku',
  {
    skuId: serial('sku_id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.goodsId),
    siteId: integer('site_id')
      .notNull()
      .references(() => shop.siteId),
    skuName: varchar('sku_name', { length: 160 }).notNull(),
    /** The specification text of this SKU, e.g. 0.25g*24粒/盒. */
    specName: varchar('spec_name', { length: 80 }).notNull().default(''),
    skuNo: varchar('sku_no', { length: 40 }).notNull().default(''),
    skuImage: text('sku_image').notNull().default(''),
    skuImages: text('sku_images').notNull().default(''),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
    marketPriceFen: bigint('market_price_fen', { mode: 'number' }).notNull().default(0),
    costPriceFen: bigint('cost_price_fen', { mode: 'number' }).notNull().default(0),
    /** Member price; shown only when lower than the price. */
    memberPriceFen: bigint('member_price_fen', { mode: 'number' }),
    /**
     * The near-expiry zone's unit price (ADR 0029), at most the price; null: the zone sells the
     * SKU's near-expiry stock at its normal price.
     */
    nearExpiryPriceFen: bigint('near_expiry_price_fen', { mode: 'number' }),
    stock: integer('stock').notNull().default(0),
    /** Warning stock (库存预警): the console flags the SKU when its stock is at or below it. */
    stockAlarm: integer('stock_alarm').notNull().default(0),
    /** This SKU's value on each of the goods' specification axes (`spec_format`), in order. */
    specValues: jsonb('spec_values').notNull().default([]),
    /**
     * The SKU's standing wholesale tiers (批发价): `[{ num, limit_num, price_fen }]`, quantities
     * ascending and prices falling (issue 25).
     */
    wholesaleTiers: jsonb('wholesale_tiers').notNull().default([]),
    saleNum: integer('sale_num').notNull().default(0),
    barCode: varchar('bar_code', { length: 30 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('goods_sku_goods_idx').on(t.goodsId)],
);

/**
 * A SKU's price for one buyer type (`kind` 'label', a member label such as 诊所 or 药店, as ERPs
 * keep price grades) or one member level (`kind` 'level'), set by the shop (issue 25).
 */
export const goodsSkuPrice = pgTable(
  'goods_sku_price',
  {
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodsSku.skuId, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    targetId: integer('target_id').notNull(),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.kind, t.targetId] })],
);
