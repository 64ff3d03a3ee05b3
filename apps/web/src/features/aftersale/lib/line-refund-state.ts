import type { RefundSummary } from '@shop/contracts/aftersale';
import type { OrderDetail, OrderGoods } from '@shop/contracts/order';

/** Orders whose lines may ask for after-sales: paid and not closed. */
const AFTERSALE_STATUSES = new Set([1, 3, 10]);

/** Where an order line stands in after-sales, as its entry on the order detail shows it. */
export type LineRefundState =
  | { kind: 'open'; refundId: number }
  | { kind: 'refunded'; refundId: number }
  | { kind: 'apply'; refundedNum: number }
  | { kind: 'none' };

/**
 * 售后中 (the line's open request), 已退款 (all its units), 申请售后 while the order allows it, or
 * nothing. `refunds` are the order's, newest first.
 */
export function lineRefundState(
  goods: Pick<OrderGoods, 'order_goods_id' | 'num' | 'refund_num'>,
  order: Pick<OrderDetail, 'order_status'>,
  refunds: readonly Pick<RefundSummary, 'refund_id' | 'refund_status' | 'goods'>[],
): LineRefundState {
  const mine = refunds.filter((r) => r.goods.order_goods_id === goods.order_goods_id);
  const open = mine.find((r) => r.refund_status >= 1 && r.refund_status <= 4);
  if (open) return { kind: 'open', refundId: open.refund_id };
  const last = mine[0];
  if (goods.refund_num >= goods.num && last) return { kind: 'refunded', refundId: last.refund_id };
  if (!AFTERSALE_STATUSES.has(order.order_status) || goods.refund_num >= goods.num)
    return { kind: 'none' };
  return { kind: 'apply', refundedNum: goods.refund_num };
}
