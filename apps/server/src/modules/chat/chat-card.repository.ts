import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, goodsSku } from '../catalogue/catalogue.tables';
import { order, orderGoods } from '../order/order.tables';
import type { StoredGoodsCard, StoredOrderCard } from './chat-card';

/** A goods card before its price: that depends on who the card is for (chat-content.service). */
export type UnpricedGoodsCard = Omit<StoredGoodsCard, 'price_fen'> & {
  priceFen: number;
  memberPriceFen: number | null;
};

/**
 * The goods card of a SKU of the shop `siteId` whose goods is on sale and not deleted, with the
 * SKU's price and member price; null otherwise.
 */
export async function findGoodsCard(
  db: DbExecutor,
  skuId: number,
  siteId: number,
): Promise<UnpricedGoodsCard | null> {
  const rows = await db
    .select({
      goods_id: goodsSku.goodsId,
      sku_id: goodsSku.skuId,
      sku_name: goodsSku.skuName,
      sku_image: goodsSku.skuImage,
      goods_image: goods.goodsImage,
      priceFen: goodsSku.priceFen,
      memberPriceFen: goodsSku.memberPriceFen,
      spec_name: goodsSku.specName,
    })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(
      and(
        eq(goodsSku.skuId, skuId),
        eq(goods.siteId, siteId),
        eq(goods.goodsState, 1),
        eq(goods.isDelete, false),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { goods_image, ...card } = row;
  return { kind: 'goods', ...card, sku_image: card.sku_image || goods_image };
}

/** The order card of an order of `memberId` at the shop `siteId`; null when it is not theirs. */
export async function findOrderCard(
  db: DbExecutor,
  orderId: number,
  scope: { memberId: number; siteId: number },
): Promise<StoredOrderCard | null> {
  const rows = await db
    .select({
      order_id: order.orderId,
      order_no: order.orderNo,
      order_name: order.orderName,
      order_status: order.orderStatus,
      order_money_fen: order.orderMoneyFen,
      created_at: order.createdAt,
    })
    .from(order)
    .where(
      and(
        eq(order.orderId, orderId),
        eq(order.memberId, scope.memberId),
        eq(order.siteId, scope.siteId),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const lines = await db
    .select({
      skuImage: orderGoods.skuImage,
      num: sql<number>`sum(${orderGoods.num}) over ()::int`,
    })
    .from(orderGoods)
    .where(eq(orderGoods.orderId, orderId))
    .orderBy(asc(orderGoods.orderGoodsId))
    .limit(1);
  const { created_at, ...card } = row;
  return {
    kind: 'order',
    ...card,
    goods_num: lines[0]?.num ?? 0,
    sku_image: lines[0]?.skuImage ?? '',
    create_time: Math.floor(created_at.getTime() / 1000),
  };
}
