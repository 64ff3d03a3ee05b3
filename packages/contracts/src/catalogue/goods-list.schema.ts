import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';
import { SEARCH_KEYWORD_MAX } from '../constants';
import { MoneySchema } from '../money';
import { PromotionKindSchema } from '../promotion';
import { SaleControlSchema } from './sale-control.schema';

export const GOODS_LIST_DEFAULT_PAGE_SIZE = 20;
export const GOODS_SUGGEST_DEFAULT_LIMIT = 10;
export const GOODS_SUGGEST_MAX_LIMIT = 20;

/** Sort keys of `/api/goodssku/page`; the server maps each to a column (an allow-list). */
export const GoodsListOrderSchema = z.enum(['default', 'sale_num', 'price', 'create_time']);
export type GoodsListOrder = z.infer<typeof GoodsListOrderSchema>;

const YuanFilterSchema = z
  .union([z.string().max(12), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^(\d{1,9}(\.\d{1,2})?)?$/));

/** `/api/goodssku/page`. Price bounds are yuan and apply to members only. */
export const GoodsSkuPageBodySchema = bodySchema({
  ...pageBodyShape(GOODS_LIST_DEFAULT_PAGE_SIZE),
  keyword: z.string().max(SEARCH_KEYWORD_MAX).optional(),
  /** The header's search kind (goods or shop); this call always lists goods. */
  search_type: z.union([z.string().max(20), z.number()]).optional(),
  category_id: IdSchema.optional(),
  level: z.coerce.number().int().min(1).max(3).optional(),
  brand_id: IdSchema.optional(),
  /** Only goods of this shop (the /street shop entries link here). */
  site_id: IdSchema.optional(),
  manufacturer: z.string().max(100).optional(),
  min_price: YuanFilterSchema.optional(),
  max_price: YuanFilterSchema.optional(),
  in_stock: z.coerce.number().int().min(0).max(1).optional(),
  /** Only goods with a running promotion of this kind (members only: labels are member-only). */
  promotion_kind: PromotionKindSchema.optional(),
  order: GoodsListOrderSchema.default('default'),
  sort: z.enum(['asc', 'desc']).default('desc'),
});
export type GoodsSkuPageBody = z.input<typeof GoodsSkuPageBodySchema>;

export const GoodsLabelSchema = z.object({
  label_name: z.string().max(20),
  label_color: z.string().max(20),
  font_color: z.string().max(20),
});

/**
 * One goods card: the goods with its default SKU. Price fields, promotion labels and goods tags
 * are present only for a logged-in member allowed to see the price (spec §6); otherwise the keys
 * are absent, never null. `sale_control` is present for members.
 */
export const GoodsCardSchema = z.object({
  sku_id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string().max(120),
  sku_name: z.string().max(160),
  sku_image: z.string().max(500),
  goods_image: z.string().max(500),
  unit: z.string().max(10),
  min_buy: z.number().int(),
  stock: z.number().int(),
  sale_num: z.number().int(),
  site_id: z.number().int(),
  shop_name: z.string().max(60),
  attr_specs: z.string().max(100),
  attr_factory: z.string().max(100),
  attr_validity: z.string().max(50),
  approval_number: z.string().max(50),
  goods_label: GoodsLabelSchema.nullable(),
  price: MoneySchema.optional(),
  market_price: MoneySchema.optional(),
  /** Present only when lower than the price. */
  member_price: MoneySchema.optional(),
  is_jc: z.number().int().optional(),
  traceability_code: z.number().int().optional(),
  attr_country_code: z.string().max(50).optional(),
  /** Kinds of the promotions running now, in the spec's priority order. */
  promotion_labels: z.array(PromotionKindSchema).optional(),
  sale_control: SaleControlSchema.optional(),
});
export type GoodsCard = z.infer<typeof GoodsCardSchema>;

export const GoodsCardPageSchema = pageSchema(GoodsCardSchema);
export type GoodsCardPage = z.infer<typeof GoodsCardPageSchema>;

/** `/api/goodssku/searchGoodsByKeyWord`: suggestions under the search box. */
export const GoodsSuggestBodySchema = bodySchema({
  keyword: z.string().trim().min(1).max(SEARCH_KEYWORD_MAX),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(GOODS_SUGGEST_MAX_LIMIT)
    .default(GOODS_SUGGEST_DEFAULT_LIMIT),
});
export type GoodsSuggestBody = z.input<typeof GoodsSuggestBodySchema>;

/** A part of the goods name; `hit` marks the part the keyword matched. */
export const HighlightPartSchema = z.object({ text: z.string().max(120), hit: z.boolean() });
export type HighlightPart = z.infer<typeof HighlightPartSchema>;

/**
 * One suggestion. Several goods may share a name (one per maker): `manufacturer` tells them apart,
 * and the page shows it beside a name that appears more than once.
 */
export const GoodsSuggestionSchema = z.object({
  sku_id: z.number().int(),
  goods_name: z.string().max(120),
  manufacturer: z.string().max(120),
  highlight: z.array(HighlightPartSchema),
});
export const GoodsSuggestionListSchema = z.array(GoodsSuggestionSchema);
export type GoodsSuggestion = z.infer<typeof GoodsSuggestionSchema>;
