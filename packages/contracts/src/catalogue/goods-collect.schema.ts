import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';
import { GoodsCardSchema } from './goods-list.schema';

export const GOODS_COLLECT_DEFAULT_PAGE_SIZE = 20;

/** `/api/goodscollect/add`: answers the collect_id (the same one when collected twice). */
export const GoodsCollectAddBodySchema = bodySchema({ goods_id: IdSchema, sku_id: IdSchema });
export type GoodsCollectAddBody = z.input<typeof GoodsCollectAddBodySchema>;
export const GoodsCollectAddResultSchema = z.number().int();

/**
 * `/api/goodscollect/delete`: answers 1 when the favourite was removed and 0 when the caller had
 * no such favourite (removing is idempotent; another member's favourite is never touched).
 */
export const GoodsCollectDeleteBodySchema = bodySchema({ goods_id: IdSchema });
export type GoodsCollectDeleteBody = z.input<typeof GoodsCollectDeleteBodySchema>;
export const GoodsCollectDeleteResultSchema = z.number().int().min(0).max(1);

/** `/api/goodscollect/iscollect`: 1 when the caller collected the goods, else 0 (visitor 0). */
export const GoodsCollectCheckBodySchema = bodySchema({ goods_id: IdSchema });
export type GoodsCollectCheckBody = z.input<typeof GoodsCollectCheckBodySchema>;
export const GoodsCollectCheckResultSchema = z.number().int().min(0).max(1);

/** `/api/goodscollect/page`: the caller's favourites, newest first. */
export const GoodsCollectPageBodySchema = bodySchema({
  ...pageBodyShape(GOODS_COLLECT_DEFAULT_PAGE_SIZE),
});
export type GoodsCollectPageBody = z.input<typeof GoodsCollectPageBodySchema>;

/**
 * A favourite: the goods card plus when it was collected (`create_time`, ms since the epoch).
 * Goods taken off sale (or deleted) stay in the list with `on_sale` false, so the buyer sees
 * they are gone (已下架) and can remove them.
 */
export const GoodsCollectItemSchema = GoodsCardSchema.extend({
  collect_id: z.number().int(),
  create_time: z.number().int(),
  on_sale: z.boolean(),
});
export type GoodsCollectItem = z.infer<typeof GoodsCollectItemSchema>;

export const GoodsCollectPageSchema = pageSchema(GoodsCollectItemSchema);
export type GoodsCollectPage = z.infer<typeof GoodsCollectPageSchema>;
