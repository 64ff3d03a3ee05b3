import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';
import { GoodsCardSchema } from '../catalogue/goods-list.schema';
import { MoneySchema } from '../money';

export const GROUPBUY_DEFAULT_PAGE_SIZE = 20;
export const GROUPBUY_MAX_PAGE_SIZE = 60;

/** Where a campaign (group buy 团购, topic 专题) stands against its window at a given moment. */
export const CampaignStatusSchema = z.enum(['not_started', 'running', 'ended']);
export type CampaignStatus = z.infer<typeof CampaignStatusSchema>;

/** The status of a window [start, end) at `now` (ms since the epoch); a closed one has ended. */
export function campaignStatusOf(
  window: { start: number; end: number; open: boolean },
  now: number,
): CampaignStatus {
  if (!window.open || now >= window.end) return 'ended';
  return now < window.start ? 'not_started' : 'running';
}

/** `/groupbuy/api/goods/page`: running group buys first, then upcoming ones (ended left out). */
export const GroupbuyPageBodySchema = bodySchema(
  pageBodyShape(GROUPBUY_DEFAULT_PAGE_SIZE, GROUPBUY_MAX_PAGE_SIZE),
);
export type GroupbuyPageBody = z.input<typeof GroupbuyPageBodySchema>;

/** `/groupbuy/api/goods/detail`. */
export const GroupbuyDetailBodySchema = bodySchema({ groupbuy_id: IdSchema });
export type GroupbuyDetailBody = z.input<typeof GroupbuyDetailBodySchema>;

/**
 * One group-buy goods (a `promotion_goods` row of a groupbuy promotion; `groupbuy_id` is its id).
 * `groupbuy_price` is present only when the card carries the price (a member allowed to see it,
 * spec §6); `goods.price` is then the normal price to compare with. Times are ms since the epoch.
 */
export const GroupbuyGoodsSchema = z.object({
  groupbuy_id: z.number().int(),
  promotion_id: z.number().int(),
  /** The promotion's name (e.g. 冬季团购节). */
  name: z.string().max(60),
  sku_id: z.number().int(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  status: CampaignStatusSchema,
  /** 起团量: fewer units are not sold at the group price. */
  goods_min: z.number().int(),
  /** Per-buyer limit; 0 = none. */
  goods_limit: z.number().int(),
  /** Units set aside for the group buy that are left; null = the goods' own stock. */
  stock_left: z.number().int().nullable(),
  sold_num: z.number().int(),
  groupbuy_price: MoneySchema.optional(),
  // Lazy: catalogue imports this feature's kinds, so the card schema is read after both load.
  goods: z.lazy(() => GoodsCardSchema),
});
export type GroupbuyGoods = z.infer<typeof GroupbuyGoodsSchema>;

export const GroupbuyPageSchema = pageSchema(GroupbuyGoodsSchema);
export type GroupbuyPage = z.infer<typeof GroupbuyPageSchema>;

/** The detail: the goods plus, for a member, the units already bought at the group price. */
export const GroupbuyDetailSchema = GroupbuyGoodsSchema.extend({
  remark: z.string(),
  bought: z.number().int().optional(),
});
export type GroupbuyDetail = z.infer<typeof GroupbuyDetailSchema>;
