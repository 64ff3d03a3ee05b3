import { z } from 'zod';
import { bodySchema, IdSchema } from '../common';
import { MoneySchema } from '../money';

/** Where a promotion's window stands now. */
export const BundlingStatusSchema = z.enum(['upcoming', 'running', 'ended']);
export type BundlingStatus = z.infer<typeof BundlingStatusSchema>;

/** `/bundling/api/bundling/detail`: one bundle (组合套餐). */
export const BundlingDetailBodySchema = bodySchema({ bl_id: IdSchema });
export type BundlingDetailBody = z.input<typeof BundlingDetailBodySchema>;

/** A goods of the bundle and the units of it one set holds; `price` is absent when hidden. */
export const BundlingDetailGoodsSchema = z.object({
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  goods_name: z.string(),
  sku_name: z.string(),
  sku_image: z.string(),
  spec_name: z.string(),
  unit: z.string(),
  num: z.number().int(),
  /** The buyer's single unit price (member price when lower). */
  price: MoneySchema.optional(),
});
export type BundlingDetailGoods = z.infer<typeof BundlingDetailGoodsSchema>;

/**
 * A bundle with its window (ms since the epoch, `now` the server's clock) and goods. Prices are
 * sent only to members allowed to see every goods' price (spec §6); otherwise `bl_price`,
 * `goods_money` (the single prices of one set) and `save_money` are absent. `stock` is the sets
 * the goods' stock allows (spec §5: the quantity's maximum). `can_buy` is false (with
 * `refusal` saying why) when the member may not buy it now.
 */
export const BundlingDetailSchema = z.object({
  bl_id: z.number().int(),
  bl_name: z.string(),
  promotion_id: z.number().int(),
  site_id: z.number().int(),
  shop_name: z.string(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  now: z.number().int(),
  status: BundlingStatusSchema,
  goods: z.array(BundlingDetailGoodsSchema),
  bl_price: MoneySchema.optional(),
  goods_money: MoneySchema.optional(),
  save_money: MoneySchema.optional(),
  stock: z.number().int(),
  can_buy: z.boolean(),
  refusal: z.string(),
});
export type BundlingDetail = z.infer<typeof BundlingDetailSchema>;
