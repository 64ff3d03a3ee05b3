import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { order, orderGoods } from '../../db/schema';

/**
 * Units the member bought at the promotional price, per promotion and goods, over the member's
 * orders that are not closed (a closed order gives its units back).
 */
export async function findBoughtPromotionNum(
  db: DbExecutor,
  memberId: number,
  promotionIds: number[],
): Promise<{ promotionId: number; goodsId: number; num: number }[]> {
  if (promotionIds.length === 0) return [];
  const rows = await db
    .select({
      promotionId: sql<number>`${orderGoods.promotionId}`,
      goodsId: orderGoods.goodsId,
      num: sql<number>`coalesce(sum(${orderGoods.promotionNum}), 0)`,
    })
    .from(orderGoods)
    .innerJoin(order, eq(order.orderId, orderGoods.orderId))
    .where(
      and(
        eq(orderGoods.memberId, memberId),
        inArray(orderGoods.promotionId, [...new Set(promotionIds)]),
        ne(order.orderStatus, -1),
      ),
    )
    .groupBy(orderGoods.promotionId, orderGoods.goodsId);
  return rows.map((r) => ({
    promotionId: Number(r.promotionId),
    goodsId: r.goodsId,
    num: Number(r.num),
  }));
}
