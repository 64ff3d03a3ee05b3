import type { DbExecutor } from '../../db/client';
import { findBoughtPromotionNum } from './promotion-bought.repository';

export const boughtKey = (promotionId: number, goodsId: number) => `${promotionId}:${goodsId}`;

/**
 * Promotional units the member already holds in orders not closed, keyed by `boughtKey`
 * (promotion, goods): a per-buyer limit (goods_limit) counts them. Called inside the order's
 * transaction after the member row is locked, so a member's concurrent orders see each other.
 */
export async function boughtPromotionNum(
  db: DbExecutor,
  memberId: number,
  promotionIds: number[],
): Promise<Map<string, number>> {
  const rows = await findBoughtPromotionNum(db, memberId, promotionIds);
  return new Map(rows.map((r) => [boughtKey(r.promotionId, r.goodsId), r.num]));
}
