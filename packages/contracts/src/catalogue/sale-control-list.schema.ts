import { z } from 'zod';
import { bodySchema, pageBodyShape, pageSchema } from '../common';
import { GoodsCardSchema, GOODS_LIST_DEFAULT_PAGE_SIZE } from './goods-list.schema';
import { SaleControlSchema } from './sale-control.schema';

/**
 * The two sale-control lists: 1 控销专区 (controlled goods the member's buyer type may buy, i.e.
 * goods reserved for them), 2 控销商品 (controlled goods the member may not buy, with the reason).
 */
export const SALE_CONTROL_LIST_TYPES = { allowed: 1, refused: 2 } as const;
export const SaleControlListTypeSchema = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(1), z.literal(2)]));
export type SaleControlListType = z.infer<typeof SaleControlListTypeSchema>;

/** `salecontrol/api/salecontrol/saleControlList` request (login required). */
export const SaleControlListBodySchema = bodySchema({
  type: SaleControlListTypeSchema,
  ...pageBodyShape(GOODS_LIST_DEFAULT_PAGE_SIZE),
});
export type SaleControlListBody = z.input<typeof SaleControlListBodySchema>;

/**
 * A goods card under a sale-control rule: the card as the member may see it (prices only when
 * `sale_control.view_price`), the rule's name (e.g. 医疗机构专供) and, in `sale_control`, whether the
 * member may buy it and the shop's reason (`not_buy_msg`).
 */
export const SaleControlGoodsSchema = GoodsCardSchema.extend({
  rule_name: z.string().max(40),
  sale_control: SaleControlSchema,
});
export type SaleControlGoods = z.infer<typeof SaleControlGoodsSchema>;

export const SaleControlGoodsPageSchema = pageSchema(SaleControlGoodsSchema);
export type SaleControlGoodsPage = z.infer<typeof SaleControlGoodsPageSchema>;
