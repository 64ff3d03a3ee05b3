import { z } from 'zod';
import { MoneyInputSchema } from '../money';
import { ErpBatchBodySchema, ErpBatchResultSchema } from './erp-batch.schema';
import { ErpSpidSchema } from './erp-goods.schema';
import { defineOpenEndpoint } from './open-endpoint';

/*
 * Prices from an ERP (issue 26), keyed by `goods_erp_spid`, for the goods' default SKU: the price,
 * market, cost and member price, the price per buyer type (member label, ERPs' price grades) and
 * per member level by name (ADR 0021), and the standing wholesale tiers. A list sent replaces the
 * stored one; a field left out keeps it.
 */

const text = (max: number) => z.string().trim().max(max);
/** `''` for a price not set. */
const OptionalMoneySchema = z.union([MoneyInputSchema, z.literal('')]);

export const ErpPriceRowSchema = z.object({
  goods_erp_spid: ErpSpidSchema,
  price: MoneyInputSchema,
  market_price: OptionalMoneySchema.optional(),
  cost_price: OptionalMoneySchema.optional(),
  member_price: OptionalMoneySchema.optional(),
  /** The near-expiry zone's price (近效期价, ADR 0029), at most the price; '' clears it. */
  near_expiry_price: OptionalMoneySchema.optional(),
  /** Prices per buyer type, by the type's name (诊所, 药店 ...). */
  buyer_type_prices: z
    .array(z.object({ buyer_type: text(30).min(1), price: MoneyInputSchema }))
    .max(50)
    .optional(),
  /** Prices per member level, by the level's name. */
  level_prices: z
    .array(z.object({ level: text(30).min(1), price: MoneyInputSchema }))
    .max(50)
    .optional(),
  /** Standing wholesale tiers (批发价): from `num` units, `price` each. */
  wholesale_tiers: z
    .array(
      z.object({ num: z.coerce.number().int().min(2).max(99_999_999), price: MoneyInputSchema }),
    )
    .max(5)
    .optional(),
});
export type ErpPriceRow = z.infer<typeof ErpPriceRowSchema>;

export const erpPriceBatchEndpoint = defineOpenEndpoint({
  path: '/open/api/v1/prices/batch',
  body: ErpBatchBodySchema,
  data: ErpBatchResultSchema,
  scope: 'prices',
  summary: 'Sets the prices of goods by goods_erp_spid, up to 1,000 rows, answering each row',
  example: {
    rows: [
      {
        goods_erp_spid: 'SP0012003',
        price: '12.50',
        market_price: '15.00',
        member_price: '12.00',
        near_expiry_price: '9.90',
        buyer_type_prices: [{ buyer_type: '诊所', price: '11.80' }],
        wholesale_tiers: [{ num: 10, price: '11.00' }],
      },
    ],
  },
});
