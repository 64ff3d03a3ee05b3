import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';
import { GoodsCardSchema } from '../catalogue/goods-list.schema';
import { MoneySchema } from '../money';
import { CampaignStatusSchema } from './groupbuy.schema';

export const TOPIC_DEFAULT_PAGE_SIZE = 10;
export const TOPIC_GOODS_DEFAULT_PAGE_SIZE = 20;
export const TOPIC_MAX_PAGE_SIZE = 60;

/** `/topic/api/topic/page`: topics running or upcoming, running first. */
export const TopicPageBodySchema = bodySchema(
  pageBodyShape(TOPIC_DEFAULT_PAGE_SIZE, TOPIC_MAX_PAGE_SIZE),
);
export type TopicPageBody = z.input<typeof TopicPageBodySchema>;

/** `/topic/api/topic/detail`: the topic and one page of its goods. */
export const TopicDetailBodySchema = bodySchema({
  topic_id: IdSchema,
  ...pageBodyShape(TOPIC_GOODS_DEFAULT_PAGE_SIZE, TOPIC_MAX_PAGE_SIZE),
});
export type TopicDetailBody = z.input<typeof TopicDetailBodySchema>;

/** `/topic/api/topicgoods/detail`. */
export const TopicGoodsDetailBodySchema = bodySchema({ id: IdSchema });
export type TopicGoodsDetailBody = z.input<typeof TopicGoodsDetailBodySchema>;

/** A topic 专题: banner, text and window (public). Times are ms since the epoch. */
export const TopicSchema = z.object({
  topic_id: z.number().int(),
  name: z.string().max(60),
  /** Banner image; '' for none (the page shows a colour block). */
  image: z.string(),
  remark: z.string(),
  site_id: z.number().int(),
  shop_name: z.string().max(60),
  start_time: z.number().int(),
  end_time: z.number().int(),
  status: CampaignStatusSchema,
  goods_count: z.number().int(),
});
export type Topic = z.infer<typeof TopicSchema>;

export const TopicPageSchema = pageSchema(TopicSchema);
export type TopicPage = z.infer<typeof TopicPageSchema>;

/**
 * A topic goods (`topic_goods_id` = its `promotion_goods` id). `topic_price` is present only when
 * the card carries the price (spec §6); `goods.price` is then the normal price.
 */
export const TopicGoodsSchema = z.object({
  topic_goods_id: z.number().int(),
  topic_id: z.number().int(),
  sku_id: z.number().int(),
  topic_price: MoneySchema.optional(),
  // Lazy: catalogue imports this feature's kinds, so the card schema is read after both load.
  goods: z.lazy(() => GoodsCardSchema),
});
export type TopicGoods = z.infer<typeof TopicGoodsSchema>;

export const TopicDetailSchema = z.object({
  topic: TopicSchema,
  goods: pageSchema(TopicGoodsSchema),
});
export type TopicDetail = z.infer<typeof TopicDetailSchema>;

export const TopicGoodsDetailSchema = z.object({
  topic: TopicSchema,
  topic_goods: TopicGoodsSchema,
});
export type TopicGoodsDetail = z.infer<typeof TopicGoodsDetailSchema>;
