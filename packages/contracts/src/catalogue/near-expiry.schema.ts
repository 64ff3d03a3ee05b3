import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';
import { MoneyInputSchema, MoneySchema } from '../money';
import { GoodsCardSchema } from './goods-list.schema';

/*
 * The near-expiry zone (近效期专区, issue 26, ADR 0029): a goods' sellable batches that expire
 * within the shop's window are sold apart from its fresh stock, on their own page and cart line,
 * at the price the shop sets for them, and the buyer always sees which expiry they buy.
 */

/** The window's bounds in months; 0 turns the zone off (no stock is kept apart). */
export const NEAR_EXPIRY_MONTHS_MAX = 24;
export const NEAR_EXPIRY_MONTHS_DEFAULT = 6;

/** The near-expiry stock of a goods as a buyer sees it. */
export const NearExpiryOfferSchema = z.object({
  /** The earliest expiry of the units sold in the zone, YYYY-MM-DD. */
  expiry_date: z.string(),
  /** Units left to sell in the zone. */
  stock: z.number().int(),
  /** The zone's unit price for this member; absent for a visitor (登录可见), like a card's price. */
  price: MoneySchema.optional(),
});
export type NearExpiryOffer = z.infer<typeof NearExpiryOfferSchema>;

/** `/api/goodssku/nearexpiry`: the zone's goods, earliest expiry first. */
export const NearExpiryPageBodySchema = bodySchema({ ...pageBodyShape(20) });
export type NearExpiryPageBody = z.infer<typeof NearExpiryPageBodySchema>;

export const NearExpiryCardSchema = GoodsCardSchema.extend({ near_expiry: NearExpiryOfferSchema });
export type NearExpiryCard = z.infer<typeof NearExpiryCardSchema>;

export const NearExpiryPageSchema = pageSchema(NearExpiryCardSchema).extend({
  /** The shop's window in months (0 = the zone is off). */
  window_months: z.number().int(),
});
export type NearExpiryPage = z.infer<typeof NearExpiryPageSchema>;

/** The console's zone settings. */
export const NearExpiryConfigSchema = z.object({
  months: z.number().int().min(0).max(NEAR_EXPIRY_MONTHS_MAX),
});
export type NearExpiryConfig = z.infer<typeof NearExpiryConfigSchema>;

export const NearExpiryConfigBodySchema = bodySchema({
  months: z.coerce.number().int().min(0).max(NEAR_EXPIRY_MONTHS_MAX),
});
export type NearExpiryConfigBody = z.input<typeof NearExpiryConfigBodySchema>;

/** `/staff/api/nearexpiry/lists`: the shop's goods with stock in the window. */
export const ConsoleNearExpiryListBodySchema = bodySchema({
  ...pageBodyShape(20),
  keyword: z.string().trim().max(60).optional(),
});
export type ConsoleNearExpiryListBody = z.infer<typeof ConsoleNearExpiryListBodySchema>;

export const ConsoleNearExpiryBatchSchema = z.object({
  batch_no: z.string(),
  expiry_date: z.string(),
  quantity: z.number().int(),
});

export const ConsoleNearExpiryRowSchema = z.object({
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  goods_name: z.string(),
  spec_name: z.string(),
  manufacturer: z.string(),
  goods_erp_spid: z.string(),
  unit: z.string(),
  goods_state: z.number().int(),
  /** The batches in the window, earliest first. */
  batches: z.array(ConsoleNearExpiryBatchSchema),
  /** Units in the window, units sold in the zone since the ERP's last figure, units left. */
  near_units: z.number().int(),
  sold: z.number().int(),
  left: z.number().int(),
  /** The SKU's normal price, and the zone price ('' = not set: the zone sells at the normal price). */
  price: MoneySchema,
  near_expiry_price: z.union([MoneySchema, z.literal('')]),
});
export type ConsoleNearExpiryRow = z.infer<typeof ConsoleNearExpiryRowSchema>;

export const ConsoleNearExpiryPageSchema = pageSchema(ConsoleNearExpiryRowSchema).extend({
  window_months: z.number().int(),
});
export type ConsoleNearExpiryPage = z.infer<typeof ConsoleNearExpiryPageSchema>;

/** Sets (yuan, at most the SKU's price) or clears ('') a SKU's zone price. */
export const NearExpiryPriceBodySchema = bodySchema({
  sku_id: IdSchema,
  near_expiry_price: z.union([MoneyInputSchema, z.literal('')]),
});
export type NearExpiryPriceBody = z.infer<typeof NearExpiryPriceBodySchema>;
