import type { AnyPromotionKind } from '@shop/contracts/promotion';
import { groupbuyPath, seckillPath, topicGoodsPath, topicPath } from '../lib/promotion-paths';

/** The zone pages of the kinds that have one (spec §2). */
export const ZONE_PATHS = {
  seckill: '/promotion/seckill',
  groupbuy: '/promotion/groupbuy',
  topic: '/promotion/topic',
  coupon: '/coupon',
  point: '/point',
  nearExpiry: '/near-expiry',
} as const;

/** Where a section's "进入专区" leads: the kind's zone, or the topic's own page. */
export function activityZonePath(kind: AnyPromotionKind, promotionId: number): string | undefined {
  if (kind === 'seckill') return ZONE_PATHS.seckill;
  if (kind === 'groupbuy') return ZONE_PATHS.groupbuy;
  if (kind === 'topic') return topicPath(promotionId);
  return undefined;
}

/** The promotion page of one goods (its `promotion_goods` id), for the kinds that have one. */
export function activityGoodsPath(kind: AnyPromotionKind, pageId: number): string | undefined {
  if (kind === 'seckill') return seckillPath(pageId);
  if (kind === 'groupbuy') return groupbuyPath(pageId);
  if (kind === 'topic') return topicGoodsPath(pageId);
  return undefined;
}
