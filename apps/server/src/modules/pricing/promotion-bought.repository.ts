import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { anyOf, preparedQuery } from '../../db/prepared';
import { order, orderGoods } from '../order/order.tables';

const boughtPromotionNumQuery = preparedQuery('pricing_bought_promotion_num', (db, name) =>
  db
    .select({
      promotionId: sql<number>`${orderGoods.promotionId}`,
      goodsId: orderGoods.goodsId,
      num: sql<number>`coalesce(sum(${orderGoods.promotionNum}), 0)`,
    })
    .from(orderGoods)
    .innerJoin(order, eq(order.orderId, orderGoods.orderId))
    .where(
      and(
        eq(orderGoods.memberId, sql.placeholder('memberId')),
        anyOf(orderGoods.promotionId, sql.placeholder('promotionIds')),
        ne(order.orderStatus, -1),
      ),
    )
    .groupBy(orderGoods.promotionId, orderGoods.goodsId)
    .prepare(name),
);

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
  const rows = await boughtPromotionNumQuery(db).execute({
    memberId,
    promotionIds: [...new Set(promotionIds)],
  });
  return rows.map((r) => ({
    promotionId: Number(r.promotionId),
    goodsId: r.goodsId,
    num: Number(r.num),
  }));
}
