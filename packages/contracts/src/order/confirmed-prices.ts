import { z } from 'zod';
import { IdSchema } from '../common';
import { MoneySchema } from '../money';

/** At most this many priced lines in one confirmation (cart lines, exchange goods, bundle goods). */
export const CONFIRMED_LINES_MAX = 1000;

/** One priced line as the buyer saw it on the confirmation (a `ConfirmLine`'s price fields). */
export const ConfirmedLineSchema = z.object({
  sku_id: IdSchema,
  /** The bundle (套餐) the line belongs to, 0 for none. */
  bl_id: z.coerce.number().int().min(0).default(0),
  num: z.coerce.number().int().min(1),
  price: MoneySchema,
  discount_price: MoneySchema,
  real_goods_money: MoneySchema,
});
export type ConfirmedLine = z.infer<typeof ConfirmedLineSchema>;

/**
 * What the buyer confirmed: the figures of the last `/api/ordercreate/payment|calculate` answer
 * they saw. `/api/ordercreate/create` refuses, with the new confirmation in `data`, when the
 * server prices any line or the total differently: a price never changes silently between the
 * confirmation and the order (a seckill sold out, a discount ended, a coupon or freight changed).
 */
export const ConfirmedPricesSchema = z.object({
  order_money: MoneySchema,
  lines: z.array(ConfirmedLineSchema).min(1).max(CONFIRMED_LINES_MAX),
});
export type ConfirmedPrices = z.infer<typeof ConfirmedPricesSchema>;

/** The fields of a confirmation (`OrderConfirm`) that the buyer confirms. */
type PricedConfirmation = {
  order_money: string;
  shops: {
    lines: {
      sku_id: number;
      bl_id: number;
      num: number;
      price: string;
      discount_price: string;
      real_goods_money: string;
    }[];
  }[];
};

/** The figures to send with the create call: those of the confirmation the buyer is looking at. */
export function confirmedPricesOf(confirm: PricedConfirmation): ConfirmedPrices {
  return {
    order_money: confirm.order_money,
    lines: confirm.shops.flatMap((shop) =>
      shop.lines.map((l) => ({
        sku_id: l.sku_id,
        bl_id: l.bl_id,
        num: l.num,
        price: l.price,
        discount_price: l.discount_price,
        real_goods_money: l.real_goods_money,
      })),
    ),
  };
}
