import { eq } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client';
import { orderGoods } from './order.tables';

/** The units of an order's lines, in SKU order: what closing it puts back. */
export function findOrderStockLines(tx: DbTransaction, orderId: number) {
  return tx
    .select({
      goodsId: orderGoods.goodsId,
      skuId: orderGoods.skuId,
      num: orderGoods.num,
      promotionId: orderGoods.promotionId,
      promotionType: orderGoods.promotionType,
      promotionNum: orderGoods.promotionNum,
    })
    .from(orderGoods)
    .where(eq(orderGoods.orderId, orderId))
    .orderBy(orderGoods.skuId);
}
