import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';
import { MoneyInputSchema, MoneySchema } from '../money';

/*
 * The staff console's quick goods editing (issue 15): search a shop's goods and change price,
 * member price, stock and shelf state. Full goods editing and ERP import come later. A staff
 * account sees and changes only its shop's goods (every shop's for a platform account); another
 * shop's goods or SKU is answered as not found. Money is yuan with 2 decimals on the wire.
 */

/** A goods' shelf state: 1 on sale (上架), 0 off the shelf (下架, buyers no longer find it). */
export const GoodsStateSchema = z.union([z.literal(0), z.literal(1)]);

export const GOODS_CONSOLE_SORTS = ['goods_id', 'sale_num', 'stock', 'price'] as const;

/** The stock filter: `none` no stock at all, `alarm` a SKU at or below its warning stock. */
export const GOODS_STOCK_FILTERS = ['none', 'alarm'] as const;

/** The longest look-ahead of the validity filter, in months. */
export const EXPIRY_MONTHS_MAX = 36;

/**
 * `/staff/api/goods/lists` (issues 15 and 25): paged goods of the shop, newest first unless
 * `sort` says otherwise (sorts from `GOODS_CONSOLE_SORTS` only).
 * - `search` matches the name, generic name, pinyin or initials, ERP code, approval number, maker
 *   or bar code, case-insensitive: anywhere in the field from 3 characters on, from the field's
 *   start below that (both served by indexes, ADR 0023).
 * - `category_id` takes a category of any level; `brand_id`, `site_id` (platform accounts; a
 *   shop's account is kept to its shop whatever it sends), `goods_state`.
 * - `stock`: see GOODS_STOCK_FILTERS. `expiry_months`: goods whose stock expires (production date
 *   plus shelf life) within that many months from today, or has expired.
 * - `control_label_id`: goods under sale control sold to that buyer type; `controlled` 1 goods
 *   under any sale control, 0 goods under none.
 * - `recycled` 1: the recycle bin (回收站) instead of the list.
 */
export const ConsoleGoodsListBodySchema = bodySchema({
  ...pageBodyShape(20),
  search: z.string().trim().max(50).optional(),
  category_id: IdSchema.optional(),
  brand_id: IdSchema.optional(),
  site_id: IdSchema.optional(),
  goods_state: z.coerce.number().pipe(GoodsStateSchema).optional(),
  stock: z.enum(GOODS_STOCK_FILTERS).optional(),
  expiry_months: z.coerce.number().int().min(1).max(EXPIRY_MONTHS_MAX).optional(),
  control_label_id: IdSchema.optional(),
  controlled: z.coerce.number().pipe(GoodsStateSchema).optional(),
  recycled: z.coerce.number().pipe(GoodsStateSchema).default(0),
  sort: z.enum(GOODS_CONSOLE_SORTS).default('goods_id'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ConsoleGoodsListBody = z.infer<typeof ConsoleGoodsListBodySchema>;

/** One SKU of a goods as the console edits it. */
export const ConsoleSkuSchema = z.object({
  sku_id: z.number().int(),
  sku_name: z.string(),
  spec_name: z.string(),
  sku_no: z.string(),
  price: MoneySchema,
  /** null: no member price (buyers pay `price`). */
  member_price: MoneySchema.nullable(),
  market_price: MoneySchema,
  stock: z.number().int(),
  /** Warning stock (库存预警): the console flags the SKU at or below it (0: no warning). */
  stock_alarm: z.number().int(),
  is_default: z.boolean(),
});
export type ConsoleSku = z.infer<typeof ConsoleSkuSchema>;

/** One goods of the console's list, with every SKU. */
export const ConsoleGoodsRowSchema = z.object({
  goods_id: z.number().int(),
  goods_name: z.string(),
  generic_name: z.string(),
  goods_image: z.string(),
  manufacturer: z.string(),
  approval_number: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  brand_id: z.number().int().nullable(),
  brand_name: z.string(),
  bar_code: z.string(),
  goods_erp_spid: z.string(),
  site_id: z.number().int(),
  shop_name: z.string(),
  goods_state: GoodsStateSchema,
  sale_num: z.number().int(),
  /** When the stock on hand expires (production date + shelf life), YYYY-MM-DD; null: unknown. */
  expiry_date: z.string().nullable(),
  /** The buyer types (member label ids) a sale-control rule sells it to; null: no sale control. */
  control_label_ids: z.array(z.number().int()).nullable(),
  /** In the recycle bin since (Unix seconds); null when not deleted. */
  deleted_at: z.number().int().nullable(),
  skus: z.array(ConsoleSkuSchema),
});
export type ConsoleGoodsRow = z.infer<typeof ConsoleGoodsRowSchema>;
export const ConsoleGoodsPageSchema = pageSchema(ConsoleGoodsRowSchema);

/**
 * `/staff/api/goods/editsku`: the fields given change, the others stay (at least one). `price`
 * and `member_price` are yuan ≥ 0 with at most 2 decimals; `member_price` "" removes it, and it
 * may not exceed the price. `stock` is the units on hand, an integer ≥ 0.
 */
export const EditSkuBodySchema = bodySchema({
  sku_id: IdSchema,
  price: MoneyInputSchema.optional(),
  member_price: z.union([MoneyInputSchema, z.literal('')]).optional(),
  stock: z.coerce.number().int().min(0).max(99_999_999).optional(),
});
export type EditSkuBody = z.infer<typeof EditSkuBodySchema>;

/** `/staff/api/goods/setshelf`: puts a goods on (1) or off (0) the shelf. */
export const SetShelfBodySchema = bodySchema({
  goods_id: IdSchema,
  goods_state: z.coerce.number().pipe(GoodsStateSchema),
});
export type SetShelfBody = z.infer<typeof SetShelfBodySchema>;

/** The most goods one batch action takes (issue 25: shelving 1,000 at once). */
export const GOODS_BATCH_MAX = 1000;

/** Goods chosen in the console's list for one batch action: distinct ids, 1 to 1,000. */
export const GoodsBatchIdsSchema = z
  .array(IdSchema)
  .min(1)
  .max(GOODS_BATCH_MAX)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate goods_id' });

export const BatchShelfBodySchema = bodySchema({
  goods_ids: GoodsBatchIdsSchema,
  goods_state: z.coerce.number().pipe(GoodsStateSchema),
});
export type BatchShelfBody = z.infer<typeof BatchShelfBodySchema>;

/** `/staff/api/goods/batchcategory`: moves goods to a leaf category (level 3, or a leaf above). */
export const BatchCategoryBodySchema = bodySchema({
  goods_ids: GoodsBatchIdsSchema,
  category_id: IdSchema,
});
export type BatchCategoryBody = z.infer<typeof BatchCategoryBodySchema>;

/**
 * `/staff/api/goods/batchsalecontrol`: the goods are sold only to the buyer types
 * `allowed_label_ids` (others see the price only with `view_price`, and read `not_buy_msg`);
 * an empty list removes their sale control. Regions and licence scopes of a rule are kept.
 */
export const BatchSaleControlBodySchema = bodySchema({
  goods_ids: GoodsBatchIdsSchema,
  allowed_label_ids: z.array(IdSchema).max(50),
  view_price: z.coerce.boolean().default(false),
  not_buy_msg: z.string().trim().max(40).default(''),
});
export type BatchSaleControlBody = z.infer<typeof BatchSaleControlBodySchema>;

/**
 * `/staff/api/goods/batchprice`: every SKU's price, and its member price where set, changed by
 * `mode` and `value` (`changedPriceFen`, one rounding rule shared with the preview). A result below
 * 0.01 refuses the whole batch.
 */
export const BatchPriceBodySchema = bodySchema({
  goods_ids: GoodsBatchIdsSchema,
  mode: z.enum(['percent', 'amount']),
  value: z.string().trim().max(12),
});
export type BatchPriceBody = z.infer<typeof BatchPriceBodySchema>;

/** `/staff/api/goods/batchdelete` (to the recycle bin) and `/staff/api/goods/batchrestore`. */
export const BatchGoodsBodySchema = bodySchema({ goods_ids: GoodsBatchIdsSchema });
export type BatchGoodsBody = z.infer<typeof BatchGoodsBodySchema>;

/** A batch action's outcome: how many goods changed (a repeat changes none). */
export const GoodsBatchResultSchema = z.object({ changed: z.number().int() });
export type GoodsBatchResult = z.infer<typeof GoodsBatchResultSchema>;

/** Where the prepared export streams from (a GET to the same staff session, once, ~1 minute). */
export const GoodsExportSchema = z.object({ url: z.string() });
export type GoodsExport = z.infer<typeof GoodsExportSchema>;
