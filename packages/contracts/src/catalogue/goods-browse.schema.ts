import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';
import { GoodsCardSchema } from './goods-list.schema';

/** A member keeps at most this many footprints; the oldest are dropped. */
export const GOODS_BROWSE_MAX_PER_MEMBER = 200;
export const GOODS_BROWSE_DEFAULT_PAGE_SIZE = 20;
/** At most this many ids in one `/api/goodsbrowse/delete`. */
export const GOODS_BROWSE_DELETE_MAX = 100;

/** `/api/goodsbrowse/add`: records (or moves to now) the footprint; answers the footprint id. */
export const GoodsBrowseAddBodySchema = bodySchema({ goods_id: IdSchema, sku_id: IdSchema });
export type GoodsBrowseAddBody = z.input<typeof GoodsBrowseAddBodySchema>;
export const GoodsBrowseAddResultSchema = z.number().int();

/** `/api/goodsbrowse/page`: the caller's footprints, newest first. */
export const GoodsBrowsePageBodySchema = bodySchema({
  ...pageBodyShape(GOODS_BROWSE_DEFAULT_PAGE_SIZE),
});
export type GoodsBrowsePageBody = z.input<typeof GoodsBrowsePageBodySchema>;

/**
 * A footprint: the goods card plus its id and `browse_time` (ms since the epoch; the page groups
 * by day in Asia/Shanghai). Goods taken off sale stay with `on_sale` false (shown as 已下架).
 */
export const GoodsBrowseItemSchema = GoodsCardSchema.extend({
  id: z.number().int(),
  browse_time: z.number().int(),
  on_sale: z.boolean(),
});
export type GoodsBrowseItem = z.infer<typeof GoodsBrowseItemSchema>;

export const GoodsBrowsePageSchema = pageSchema(GoodsBrowseItemSchema);
export type GoodsBrowsePage = z.infer<typeof GoodsBrowsePageSchema>;

/** Ids as one id, or a comma-separated list ("3,5,8"), at most GOODS_BROWSE_DELETE_MAX. */
const BrowseIdsSchema = z
  .union([z.number(), z.string().max(1200)])
  .transform((v): unknown[] =>
    String(v)
      .split(',')
      .map((s) => s.trim()),
  )
  .pipe(z.array(IdSchema).min(1).max(GOODS_BROWSE_DELETE_MAX))
  .transform((ids) => [...new Set(ids)]);

/** `/api/goodsbrowse/delete`: answers how many of the caller's footprints were deleted. */
export const GoodsBrowseDeleteBodySchema = bodySchema({ id: BrowseIdsSchema });
export type GoodsBrowseDeleteBody = z.input<typeof GoodsBrowseDeleteBodySchema>;
export const GoodsBrowseDeleteResultSchema = z.number().int().min(0);
