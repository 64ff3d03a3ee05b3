import { PROMOTION_KINDS, type PromotionKind } from '@shop/contracts/promotion';
import type { DbExecutor } from '../../db/client';
import { findRunningKinds } from './promotion.repository';

const isKind = (kind: string): kind is PromotionKind =>
  (PROMOTION_KINDS as readonly string[]).includes(kind);

/**
 * The kinds of the promotions running now for each goods, in the spec's priority order (§4:
 * exchange, seckill, discount, wholesale, bundle). Goods without a running promotion are absent.
 */
export async function runningPromotionKinds(
  db: DbExecutor,
  goodsIds: number[],
  now = new Date(),
): Promise<Map<number, PromotionKind[]>> {
  const rows = await findRunningKinds(db, [...new Set(goodsIds)], now);
  const byGoods = new Map<number, PromotionKind[]>();
  for (const { goodsId, kind } of rows) {
    if (!isKind(kind)) continue;
    byGoods.set(goodsId, [...(byGoods.get(goodsId) ?? []), kind]);
  }
  for (const kinds of byGoods.values())
    kinds.sort((a, b) => PROMOTION_KINDS.indexOf(a) - PROMOTION_KINDS.indexOf(b));
  return byGoods;
}
