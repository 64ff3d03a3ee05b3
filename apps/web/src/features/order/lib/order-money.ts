import type { OrderDetail, OrderGoods } from '@shop/contracts/order';
import { fenToYuan, yuanToFen } from '@shop/contracts/money';

/** A row of the order's price breakdown: its i18n key, the sign shown and the server's money. */
export type BreakdownRow = {
  key:
    | 'goodsMoney'
    | 'promotionMoney'
    | 'manjianMoney'
    | 'couponMoney'
    | 'deliveryMoney'
    | 'orderMoney';
  sign: '' | '-' | '+';
  money: string;
};

/**
 * 商品金额 - 促销优惠 - 满减 - 优惠券 + 运费 = 实付款, each exactly the server's value (the server
 * prices the order; the page never adds up money itself). The 满减 row shows only when the order
 * had a full reduction.
 */
export function orderBreakdown(
  order: Pick<
    OrderDetail,
    | 'goods_money'
    | 'promotion_money'
    | 'manjian_money'
    | 'coupon_money'
    | 'delivery_money'
    | 'order_money'
  >,
): BreakdownRow[] {
  const manjian: BreakdownRow[] =
    yuanToFen(order.manjian_money) > 0
      ? [{ key: 'manjianMoney', sign: '-', money: order.manjian_money }]
      : [];
  return [
    { key: 'goodsMoney', sign: '', money: order.goods_money },
    { key: 'promotionMoney', sign: '-', money: order.promotion_money },
    ...manjian,
    { key: 'couponMoney', sign: '-', money: order.coupon_money },
    { key: 'deliveryMoney', sign: '+', money: order.delivery_money },
    { key: 'orderMoney', sign: '', money: order.order_money },
  ];
}

/** A points-exchange order (积分兑换): paid with points, shown without money. */
export const isPointOrder = (order: Pick<OrderDetail, 'order_type'>) =>
  order.order_type === 'point';

/**
 * What one unit of a points order's goods cost in points (a points order holds one goods); null
 * on a money order, whose lines have money prices.
 */
export function unitPointsOf(
  order: Pick<OrderDetail, 'order_type' | 'point'> & { order_goods: readonly { num: number }[] },
): number | null {
  if (!isPointOrder(order)) return null;
  const units = order.order_goods.reduce((n, g) => n + g.num, 0);
  return units > 0 ? Math.round(order.point / units) : order.point;
}

/** An exchange goods (换购) added by a getfree step. */
export const isExchange = (goods: Pick<OrderGoods, 'promotion_type'>) =>
  goods.promotion_type === 'exchange';

/** The promotion label key of a line ('exchange', 'seckill', ...), or null without a promotion. */
export function promotionKey(goods: Pick<OrderGoods, 'promotion_type' | 'bl_id'>): string | null {
  if (goods.bl_id > 0) return 'bundling';
  return goods.promotion_type || null;
}

/** The line charged less than price x num: its list money is shown struck through. */
export const isDiscounted = (goods: Pick<OrderGoods, 'goods_money' | 'real_goods_money'>) =>
  yuanToFen(goods.real_goods_money) < yuanToFen(goods.goods_money);

/** Goods rows as shown: single lines, and the goods of one bundle (套餐) together. */
export type OrderGoodsGroup =
  | { kind: 'single'; goods: OrderGoods }
  | { kind: 'bundle'; blId: number; goods: OrderGoods[]; subtotal: string };

/**
 * Groups the goods of a bundle (same `bl_id`) where the first of them stands, keeping the order
 * of the server's lines; a bundle's subtotal is the sum of its goods' real money (the server split
 * the bundle price over them, so the parts sum to the bundle price).
 */
export function groupOrderGoods(goods: readonly OrderGoods[]): OrderGoodsGroup[] {
  const groups: OrderGoodsGroup[] = [];
  const bundles = new Map<number, Extract<OrderGoodsGroup, { kind: 'bundle' }>>();
  for (const line of goods) {
    if (line.bl_id <= 0) {
      groups.push({ kind: 'single', goods: line });
      continue;
    }
    let bundle = bundles.get(line.bl_id);
    if (!bundle) {
      bundle = { kind: 'bundle', blId: line.bl_id, goods: [], subtotal: '0.00' };
      bundles.set(line.bl_id, bundle);
      groups.push(bundle);
    }
    bundle.goods.push(line);
    bundle.subtotal = fenToYuan(yuanToFen(bundle.subtotal) + yuanToFen(line.real_goods_money));
  }
  return groups;
}

/** "138****1234" for an 11-digit mobile; anything else as is. */
export const maskMobile = (mobile: string) =>
  /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
