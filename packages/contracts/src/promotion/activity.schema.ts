import { z } from 'zod';
import { bodySchema, pageBodyShape, pageSchema } from '../common';
import { GoodsCardSchema } from '../catalogue/goods-list.schema';
import { AnyPromotionKindSchema } from './promotion.schema';

export const ACTIVITY_DEFAULT_PAGE_SIZE = 5;
export const ACTIVITY_MAX_PAGE_SIZE = 20;
/** Goods cards shown per promotion in the activity zone. */
export const ACTIVITY_GOODS_LIMIT = 10;

/**
 * `/api/promotion/activity`: the promotions running now, optionally of one kind: the cart kinds
 * and the campaign kinds (group buy, topic, full reduction).
 */
export const ActivityBodySchema = bodySchema({
  ...pageBodyShape(ACTIVITY_DEFAULT_PAGE_SIZE, ACTIVITY_MAX_PAGE_SIZE),
  kind: AnyPromotionKindSchema.optional(),
});
export type ActivityBody = z.input<typeof ActivityBodySchema>;

/** The page of one shown goods within its promotion: the `promotion_goods` id. */
export const ActivityGoodsLinkSchema = z.object({
  goods_id: z.number().int(),
  /** The id of /promotion/seckill-{id}, groupbuy-{id} and topic-goods-{id}. */
  page_id: z.number().int(),
});

/** A bundle of a bundling promotion: its page is /promotion/combo-{bl_id}. No price (public). */
export const ActivityBundleSchema = z.object({
  bl_id: z.number().int(),
  bl_name: z.string(),
});

/**
 * A running promotion with its first goods. Name, kind, text and times are public; the cards
 * follow the catalogue's visibility rule (no price or label for visitors). Times are ms since the
 * epoch. A shop-wide full reduction has no goods of its own (`goods_list` empty).
 */
export const ActivitySchema = z.object({
  promotion_id: z.number().int(),
  kind: AnyPromotionKindSchema,
  name: z.string().max(60),
  /** Cover image ('' for none) and description set by the shop. */
  image: z.string(),
  remark: z.string(),
  site_id: z.number().int(),
  shop_name: z.string().max(60),
  start_time: z.number().int(),
  end_time: z.number().int(),
  /** All goods of the promotion that are on sale; `goods_list` holds the first of them. */
  goods_count: z.number().int(),
  // Lazy: catalogue imports this feature's kinds, so the card schema is read after both load.
  goods_list: z.array(z.lazy(() => GoodsCardSchema)),
  goods_links: z.array(ActivityGoodsLinkSchema),
  /** The bundles of a bundling promotion (the first few); empty for other kinds. */
  bundles: z.array(ActivityBundleSchema),
});
export type Activity = z.infer<typeof ActivitySchema>;

export const ActivityPageSchema = pageSchema(ActivitySchema);
export type ActivityPage = z.infer<typeof ActivityPageSchema>;
