import { z } from 'zod';
import { bodySchema, pageBodyShape, pageSchema } from '../common';
import { GoodsCardSchema } from '../catalogue/goods-list.schema';
import { PromotionKindSchema } from './promotion.schema';

export const ACTIVITY_DEFAULT_PAGE_SIZE = 5;
export const ACTIVITY_MAX_PAGE_SIZE = 20;
/** Goods cards shown per promotion in the activity zone. */
export const ACTIVITY_GOODS_LIMIT = 10;

/** `/api/promotion/activity`: the promotions running now, optionally of one kind. */
export const ActivityBodySchema = bodySchema({
  ...pageBodyShape(ACTIVITY_DEFAULT_PAGE_SIZE, ACTIVITY_MAX_PAGE_SIZE),
  kind: PromotionKindSchema.optional(),
});
export type ActivityBody = z.input<typeof ActivityBodySchema>;

/**
 * A running promotion with its first goods. Name, kind and times are public; the cards follow the
 * catalogue's visibility rule (no price or label for visitors). Times are ms since the epoch.
 */
export const ActivitySchema = z.object({
  promotion_id: z.number().int(),
  kind: PromotionKindSchema,
  name: z.string().max(60),
  site_id: z.number().int(),
  shop_name: z.string().max(60),
  start_time: z.number().int(),
  end_time: z.number().int(),
  /** All goods of the promotion that are on sale; `goods_list` holds the first of them. */
  goods_count: z.number().int(),
  // Lazy: catalogue imports this feature's kinds, so the card schema is read after both load.
  goods_list: z.array(z.lazy(() => GoodsCardSchema)),
});
export type Activity = z.infer<typeof ActivitySchema>;

export const ActivityPageSchema = pageSchema(ActivitySchema);
export type ActivityPage = z.infer<typeof ActivityPageSchema>;
