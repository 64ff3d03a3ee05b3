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

/**
 * `/staff/api/goods/lists`: paged goods of the shop, newest first unless `sort` says otherwise.
 * `search` matches a part of the name, generic name, manufacturer, approval number, or a code
 * (SKU number, bar code, ERP id), case-insensitive. `category_id` takes a category of any level.
 */
export const ConsoleGoodsListBodySchema = bodySchema({
  ...pageBodyShape(20),
  search: z.string().trim().max(50).optional(),
  category_id: IdSchema.optional(),
  goods_state: z.coerce.number().pipe(GoodsStateSchema).optional(),
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
  site_id: z.number().int(),
  shop_name: z.string(),
  goods_state: GoodsStateSchema,
  sale_num: z.number().int(),
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

/** A batch action's outcome: how many goods changed (a repeat changes none). */
export const GoodsBatchResultSchema = z.object({ changed: z.number().int() });
export type GoodsBatchResult = z.infer<typeof GoodsBatchResultSchema>;
