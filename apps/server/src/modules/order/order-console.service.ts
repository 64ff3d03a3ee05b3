import { fenToYuan } from '@shop/contracts/money';
import {
  DeliveryTypeSchema,
  type ConsoleOrderDetail,
  type ConsoleOrderPage,
  type ConsoleOrderRow,
  type ConsoleOrderState,
  type OrderWaitingCounts,
  type PickingOrder,
} from '@shop/contracts/order';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { translate, type Lang, type MessageKey } from '../../lib/i18n/translate';
import { pageCount, pageWindow } from '../../lib/paging';
import { recordStaffAction, staffReaches, staffShop, type StaffActor } from '../auth';
import { pickupStoreOf } from '../catalogue';
import {
  chinaDayStart,
  findConsoleOrder,
  findPayByNo,
  goodsFactsOf,
  orderCounts,
  ordersUnderPay,
  pageConsoleOrders,
  pickingRows,
  type ConsoleListQuery,
  type ConsoleOrderRowData,
} from './order-console.repository';
import { medicinalGoodsIds } from './order-annex.repository';
import { packagesOfOrders } from './order-package.service';
import { orderGoodsOf, orderLogsOf } from './order.repository';
import { closeWaitingOrder } from './order.service';
import {
  deliveryTypeName,
  invoiceOf,
  logActionName,
  payTypeOf,
  toOrderGoods,
  WAIT_PICKUP_NAME,
  waitsForPickup,
} from './order-view';

/** The staff console's order reads and the staff close (issue 15). */

const STATE_OF_STATUS: Record<number, ConsoleOrderState> = {
  0: 'waitpay',
  1: 'waitsend',
  3: 'waitconfirm',
  10: 'completed',
  [-1]: 'closed',
};

export function consoleStateOf(orderStatus: number, payStatus: number | null): ConsoleOrderState {
  if (orderStatus === 0 && payStatus === 2) return 'reviewing';
  return STATE_OF_STATUS[orderStatus] ?? 'all';
}

/** The state's name; a paid pickup waits to be picked up, as its buyer reads it. */
const stateName = (lang: Lang, state: ConsoleOrderState, row: ConsoleOrderRowData) =>
  translate(
    lang,
    waitsForPickup(row.orderStatus, row.deliveryType)
      ? WAIT_PICKUP_NAME
      : (`order.console_state_${state}` as MessageKey),
  );

function toRow(row: ConsoleOrderRowData, lang: Lang): ConsoleOrderRow {
  const state = consoleStateOf(row.orderStatus, row.payStatus);
  return {
    order_id: row.orderId,
    order_no: row.orderNo,
    out_trade_no: row.outTradeNo,
    site_id: row.siteId,
    shop_name: row.shopName ?? '',
    member_id: row.memberId,
    buyer_username: row.username ?? '',
    buyer_nickname: row.nickname ?? '',
    buyer_mobile: row.memberMobile ?? '',
    order_money: fenToYuan(row.orderMoneyFen),
    order_status: row.orderStatus,
    state,
    state_name: stateName(lang, state, row),
    ...payTypeOf(lang, row.payType, state === 'reviewing'),
    delivery_type: DeliveryTypeSchema.catch('express').parse(row.deliveryType),
    delivery_type_name: deliveryTypeName(lang, row.deliveryType),
    create_time: row.createdAt.getTime(),
    pay_time: row.payTime?.getTime() ?? null,
  };
}

/** `/staff/api/order/lists`: a shop account sees its shop only, whatever `site_id` says. */
export async function listConsoleOrders(
  db: DbExecutor,
  actor: StaffActor,
  query: ConsoleListQuery,
  lang: Lang,
): Promise<ConsoleOrderPage> {
  const siteId = staffShop(actor) ?? query.site_id ?? null;
  const { total, rows } = await pageConsoleOrders(db, query, siteId, pageWindow(query));
  return {
    page_count: pageCount(total, query),
    count: total,
    list: rows.map((r) => toRow(r, lang)),
  };
}

/** `/staff/api/order/detail`. */
export async function getConsoleOrder(
  db: DbExecutor,
  actor: StaffActor,
  orderId: number,
  lang: Lang,
): Promise<ConsoleOrderDetail> {
  const row = await findConsoleOrder(db, orderId);
  if (!row || !staffReaches(actor, row.siteId)) throw new AppError('order.not_found');
  const [goods, logs, pay, payOrders, packages] = await Promise.all([
    orderGoodsOf(db, [orderId]),
    orderLogsOf(db, orderId),
    findPayByNo(db, row.outTradeNo),
    ordersUnderPay(db, row.outTradeNo),
    packagesOfOrders(db, [orderId], lang),
  ]);
  const medicines = await medicinalGoodsIds(
    db,
    goods.map((g) => g.goodsId),
  );
  return {
    ...toRow(row, lang),
    order_name: row.orderName,
    order_type: row.orderType,
    goods: goods.map((g) => ({
      ...toOrderGoods(g),
      delivery_num: g.deliveryNum,
      is_medicinal: medicines.has(g.goodsId),
    })),
    goods_money: fenToYuan(row.goodsMoneyFen),
    promotion_money: fenToYuan(row.promotionMoneyFen),
    manjian_money: fenToYuan(row.manjianMoneyFen),
    coupon_money: fenToYuan(row.couponMoneyFen),
    delivery_money: fenToYuan(row.deliveryMoneyFen),
    payment: pay
      ? {
          out_trade_no: pay.outTradeNo,
          status: pay.status,
          pay_type: pay.payType,
          pay_money: fenToYuan(pay.payMoneyFen),
          voucher: pay.voucher,
          voucher_time: pay.voucherTime?.getTime() ?? null,
          voucher_reject_reason: pay.voucherRejectReason,
          pay_time: pay.payTime?.getTime() ?? null,
          order_nos: payOrders.map((o) => o.orderNo),
        }
      : null,
    packages: packages.get(orderId) ?? [],
    logs: logs.map((log) => ({
      action: log.action,
      action_name: logActionName(lang, log.action),
      order_status: log.orderStatus,
      remark: log.remark,
      create_time: log.createdAt.getTime(),
    })),
    buyer_message: row.buyerMessage,
    name: row.name,
    mobile: row.mobile,
    full_address: row.fullAddress,
    address: row.address,
    invoice: invoiceOf(row.invoice),
    close_reason: row.closeReason,
    close_time: row.closeTime?.getTime() ?? null,
    has_pickup_code: row.pickupCode !== '',
    erp_taken_time: row.erpTakenAt?.getTime() ?? null,
  };
}

/** `/staff/api/order/picking`: each reachable order's lines to pick (others count as missing). */
export async function pickingList(
  db: DbExecutor,
  actor: StaffActor,
  orderIds: number[],
  lang: Lang,
): Promise<PickingOrder[]> {
  const ids = [...new Set(orderIds)];
  const orders = await pickingRows(db, ids);
  if (orders.length !== ids.length || orders.some((o) => !staffReaches(actor, o.siteId)))
    throw new AppError('order.not_found');
  const lines = await orderGoodsOf(db, ids);
  const facts = new Map(
    (await goodsFactsOf(db, [...new Set(lines.map((l) => l.goodsId))])).map((f) => [f.goodsId, f]),
  );
  const storeIds = [...new Set(orders.flatMap((o) => (o.storeId === null ? [] : [o.storeId])))];
  const stores = new Map(
    await Promise.all(storeIds.map(async (id) => [id, await pickupStoreOf(db, id, lang)] as const)),
  );
  return orders.map((o) => ({
    order_id: o.orderId,
    order_no: o.orderNo,
    shop_name: o.shopName ?? '',
    create_time: o.createdAt.getTime(),
    delivery_type: DeliveryTypeSchema.catch('express').parse(o.deliveryType),
    delivery_type_name: deliveryTypeName(lang, o.deliveryType),
    name: o.name,
    mobile: o.mobile,
    full_address: o.fullAddress,
    address: o.address,
    store: o.storeId === null ? null : (stores.get(o.storeId) ?? null),
    buyer_message: o.buyerMessage,
    lines: lines
      .filter((l) => l.orderId === o.orderId)
      .map((l) => ({
        order_goods_id: l.orderGoodsId,
        sku_name: l.skuName,
        spec_name: l.specName,
        manufacturer: facts.get(l.goodsId)?.manufacturer ?? '',
        approval_number: facts.get(l.goodsId)?.approvalNumber ?? '',
        unit: l.unit,
        num: l.num,
        delivery_num: l.deliveryNum,
        remaining: l.num - l.deliveryNum,
        expiry_date: l.expiryDate,
      })),
  }));
}

/** Today's date in China time (YYYY-MM-DD). */
const chinaToday = (now: Date) =>
  new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** `/staff/api/order/waitingcounts`: the dashboard's order figures of the staff's shop(s). */
export async function orderWaitingCounts(
  db: DbExecutor,
  actor: StaffActor,
  now = new Date(),
): Promise<OrderWaitingCounts> {
  const counts = await orderCounts(db, staffShop(actor), chinaDayStart(chinaToday(now)));
  return {
    vouchers_waiting: counts.vouchers,
    orders_to_ship: counts.toShip,
    today_orders: counts.today,
    today_sales: fenToYuan(counts.salesFen),
  };
}

/**
 * `/staff/api/order/close`: staff close an order waiting payment with a reason, exactly like the
 * buyer's close (stock, coupons and payment released by `closeWaitingOrder`); not while its
 * transfer voucher waits for review (reject it first). Answers the order id.
 */
export async function staffCloseOrder(
  db: Db,
  actor: StaffActor,
  orderId: number,
  reason: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    // Read without a lock: `closeWaitingOrder` locks the payment before the order, as paying does.
    const target = await findConsoleOrder(tx, orderId);
    if (!target || !staffReaches(actor, target.siteId)) throw new AppError('order.not_found');
    if (target.orderStatus !== 0) throw new AppError('order.staff_close_refused');
    if (target.payStatus === 2) throw new AppError('order.staff_close_reviewing');
    const closed = await closeWaitingOrder(tx, target, {
      action: 'staff_close',
      unlessReviewing: true,
      reason,
    });
    if (!closed) throw new AppError('order.staff_close_refused');
    await recordStaffAction(tx, actor, {
      action: 'order.close',
      siteId: target.siteId,
      targetType: 'order',
      targetId: orderId,
      before: { order_status: 0 },
      after: { order_status: -1, close_reason: reason },
      remark: reason,
    });
    return orderId;
  });
}
