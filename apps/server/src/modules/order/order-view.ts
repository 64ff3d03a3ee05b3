import { lineGoodsPaidFen } from '@shop/contracts/aftersale';
import { fenToYuan } from '@shop/contracts/money';
import {
  DeliveryTypeSchema,
  InvoiceSchema,
  type OrderAction,
  type OrderGoods,
  type OrderSummary,
  OrderTypeSchema,
} from '@shop/contracts/order';
import { translate, type Lang, type MessageKey } from '../../lib/i18n/translate';
import type { OrderGoodsRow, OrderSummaryRow } from './order.repository';
import { isCodeDelivery } from './pickup-code.repository';

/** Wire shapes of the buyer's orders: names translated, money in yuan, times in ms. */

const STATUS_NAMES: Record<number, MessageKey> = {
  0: 'order.status_waitpay',
  1: 'order.status_waitsend',
  3: 'order.status_waitconfirm',
  10: 'order.status_completed',
  [-1]: 'order.status_closed',
};
/** An order waiting payment whose transfer voucher waits for staff review (issue 15). */
const REVIEWING_NAME: MessageKey = 'order.status_reviewing';
const DELIVERY_NAMES: Record<string, MessageKey> = {
  express: 'order.delivery_express',
  local: 'order.delivery_local',
  store: 'order.delivery_store',
  virtual: 'order.delivery_virtual',
};
const PAY_TYPE_NAMES: Record<string, MessageKey> = {
  balance: 'order.pay_type_balance',
  credit: 'order.pay_type_credit',
  offline: 'order.pay_type_offline',
  point: 'order.pay_type_point',
  alipay: 'payment.pay_type_alipay',
  wechatpay: 'payment.pay_type_wechatpay',
};
const LOG_NAMES: Record<string, MessageKey> = {
  create: 'order.log_create',
  pay: 'order.log_pay',
  close: 'order.log_close',
  offline_voucher: 'order.log_offline_voucher',
  deliver: 'order.log_deliver',
  takedelivery: 'order.log_takedelivery',
  auto_close: 'order.log_auto_close',
  voucher_confirm: 'order.log_voucher_confirm',
  voucher_reject: 'order.log_voucher_reject',
  staff_close: 'order.log_staff_close',
  pickup: 'order.log_pickup',
  refund: 'order.log_refund',
  refund_close: 'order.log_refund_close',
};

const nameOf = (lang: Lang, names: Record<string, MessageKey>, key: string | number) => {
  const messageKey = names[key];
  return messageKey ? translate(lang, messageKey) : '';
};
/** The status name; an order waiting payment under a voucher in review is 待确认收款. */
/**
 * A paid order collected with a code (a pickup, or virtual goods) waits to be picked up, not
 * shipped (issue 17): the buyer and the console both name it 待提货.
 */
export const waitsForPickup = (status: number, deliveryType: string): boolean =>
  status === 1 && isCodeDelivery(deliveryType);
export const WAIT_PICKUP_NAME: MessageKey = 'order.status_waitpickup';

export const orderStatusName = (lang: Lang, status: number, reviewing = false) =>
  status === 0 && reviewing ? translate(lang, REVIEWING_NAME) : nameOf(lang, STATUS_NAMES, status);
export const deliveryTypeName = (lang: Lang, type: string) => nameOf(lang, DELIVERY_NAMES, type);
export const payTypeName = (lang: Lang, type: string) => nameOf(lang, PAY_TYPE_NAMES, type);

/**
 * An order's pay type as the buyer and the console show it: a transfer order whose voucher waits
 * for review is 线下转账 (凭证待审核) before staff confirm it (issue 25), so finance can find it.
 */
export const payTypeOf = (lang: Lang, payType: string, reviewing: boolean) =>
  reviewing && payType === ''
    ? { pay_type: 'offline', pay_type_name: translate(lang, 'order.pay_type_offline_reviewing') }
    : { pay_type: payType, pay_type_name: payTypeName(lang, payType) };
export const logActionName = (lang: Lang, action: string) =>
  nameOf(lang, LOG_NAMES, action) || action;

/**
 * What the buyer may do with an order in `status` that has `goodsLines` lines. A points-exchange
 * order is never paid, closed nor bought again with money: it only follows its delivery. While
 * its transfer voucher waits for review (`reviewing`) an order is neither paid nor closed
 * (issue 15); once some of it shipped (`shipped`) its packages can be followed.
 */
export function orderActions(
  status: number,
  isEvaluate: number,
  goodsLines: number,
  flags: { isPointOrder?: boolean; reviewing?: boolean; shipped?: boolean } = {},
): OrderAction[] {
  const actions: OrderAction[] = [];
  if (status === 0 && !flags.isPointOrder && !flags.reviewing) actions.push('pay', 'close');
  if (flags.shipped && status !== -1) actions.push('logistics');
  if (status === 3) actions.push('takedelivery');
  // Evaluated once it is completed (received, or handed over at the counter), then once more.
  if (status === 10 && isEvaluate === 0) actions.push('evaluate');
  if (status === 10 && isEvaluate === 1) actions.push('evaluate_again');
  if (goodsLines > 0 && !flags.isPointOrder) actions.push('rebuy');
  return actions;
}

export const toOrderGoods = (row: OrderGoodsRow): OrderGoods => ({
  order_goods_id: row.orderGoodsId,
  goods_id: row.goodsId,
  sku_id: row.skuId,
  sku_name: row.skuName,
  sku_image: row.skuImage,
  spec_name: row.specName,
  unit: row.unit,
  num: row.num,
  price: fenToYuan(row.priceFen),
  discount_price: fenToYuan(row.discountPriceFen),
  goods_money: fenToYuan(row.goodsMoneyFen),
  real_goods_money: fenToYuan(row.realGoodsMoneyFen),
  manjian_money: fenToYuan(row.manjianMoneyFen),
  pay_money: fenToYuan(lineGoodsPaidFen(row)),
  promotion_type: row.promotionType,
  expiry_date: row.expiryDate,
  bl_id: row.blId ?? 0,
  refund_num: row.refundNum,
});

/** `payTimeoutMs`: how long an order may wait for payment (its `pay_deadline` when status 0). */
export function toOrderSummary(
  row: OrderSummaryRow,
  goods: OrderGoodsRow[],
  lang: Lang,
  payTimeoutMs: number,
): OrderSummary {
  const delivery = DeliveryTypeSchema.safeParse(row.deliveryType);
  const orderType = OrderTypeSchema.safeParse(row.orderType);
  const isPointOrder = orderType.data === 'point';
  const reviewing = row.orderStatus === 0 && row.payStatus === 2;
  // A pickup (or virtual goods) is handed over at the counter: it has no parcel to follow.
  const shipped = !isCodeDelivery(row.deliveryType) && goods.some((g) => g.deliveryNum > 0);
  return {
    order_id: row.orderId,
    order_no: row.orderNo,
    out_trade_no: row.outTradeNo,
    site_id: row.siteId,
    shop_name: row.shopName ?? '',
    order_name: row.orderName,
    order_status: row.orderStatus,
    order_status_name: waitsForPickup(row.orderStatus, row.deliveryType)
      ? translate(lang, WAIT_PICKUP_NAME)
      : orderStatusName(lang, row.orderStatus, reviewing),
    pay_reviewing: reviewing,
    voucher_reject_reason: row.orderStatus === 0 ? (row.voucherRejectReason ?? '') : '',
    order_type: orderType.success ? orderType.data : 'goods',
    point: row.point,
    order_money: fenToYuan(row.orderMoneyFen),
    manjian_money: fenToYuan(row.manjianMoneyFen),
    delivery_money: fenToYuan(row.deliveryMoneyFen),
    delivery_type: delivery.success ? delivery.data : 'express',
    delivery_type_name: nameOf(lang, DELIVERY_NAMES, row.deliveryType),
    ...payTypeOf(lang, row.payType, reviewing),
    goods_num: goods.reduce((sum, g) => sum + g.num, 0),
    create_time: row.createdAt.getTime(),
    // A transfer voucher waiting for review holds the order open: no deadline then.
    pay_deadline:
      row.orderStatus === 0 && !isPointOrder && !reviewing
        ? row.payWindowStart.getTime() + payTimeoutMs
        : null,
    order_goods: goods.map(toOrderGoods),
    actions: orderActions(row.orderStatus, row.isEvaluate, goods.length, {
      isPointOrder,
      reviewing,
      shipped,
    }),
  };
}

/** The invoice copied into the order, or null when none (or not readable). */
export function invoiceOf(stored: unknown) {
  if (stored === null || stored === undefined) return null;
  const parsed = InvoiceSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
