import { fenToYuan } from '@shop/contracts/money';
import type { OrderDetail, OrderListTab, OrderNum, OrderPage, ReBuy } from '@shop/contracts/order';
import type { Db, DbExecutor, DbTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Lang } from '../../lib/i18n/translate';
import { pageCount, pageWindow, type PageQuery } from '../../lib/paging';
import { addToCart } from '../cart';
import { pickupStoreOf } from '../catalogue';
import { releaseOrderCoupons } from '../coupon';
import { findBundleGoodsRows } from '../pricing';
import { orderBatchesOf, orderInvoicesOf } from './order-erp-view.service';
import { payTimeoutMsOf } from './order-expiry.config';
import { awardOrderGrowth } from './order-growth.service';
import { newOutTradeNo } from './order-no';
import { returnOrderStock } from './order-stock.service';
import {
  countOrders,
  countOrderTabs,
  findOrderDetail,
  findOrderState,
  lockMemberOrders,
  moveOrderStatus,
  orderGoodsOf,
  orderLogsOf,
  pageOrderRows,
  repointOrders,
  type OrderGoodsRow,
} from './order.repository';
import { invoiceOf, logActionName, toOrderSummary } from './order-view';
import { orderVerifyOf } from './order-verify.service';
import { findPay, insertOrderLogs, insertPay, lockPays, refreshPayMoney } from './pay.repository';

const groupByOrder = (rows: OrderGoodsRow[]) => {
  const byOrder = new Map<number, OrderGoodsRow[]>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
};

/** One page of the member's orders of a tab, newest first, with their goods (one extra query). */
export async function getOrderPage(
  db: DbExecutor,
  memberId: number,
  query: PageQuery & { order_status: OrderListTab },
  lang: Lang,
): Promise<OrderPage> {
  const [total, rows] = await Promise.all([
    countOrders(db, memberId, query.order_status),
    pageOrderRows(db, memberId, query.order_status, pageWindow(query)),
  ]);
  const goods = groupByOrder(
    await orderGoodsOf(
      db,
      rows.map((r) => r.orderId),
    ),
  );
  const timeoutMs = await payTimeoutMsOf(db);
  return {
    page_count: pageCount(total, query),
    count: total,
    list: rows.map((row) => toOrderSummary(row, goods.get(row.orderId) ?? [], lang, timeoutMs)),
  };
}

/** The member's order in full; another member's order or an unknown id is "not found". */
export async function getOrderDetail(
  db: DbExecutor,
  memberId: number,
  orderId: number,
  lang: Lang,
): Promise<OrderDetail> {
  const row = await findOrderDetail(db, memberId, orderId);
  if (!row) throw new AppError('order.not_found');
  const [goods, logs, store, verify, batches, invoices] = await Promise.all([
    orderGoodsOf(db, [orderId]),
    orderLogsOf(db, orderId),
    pickupStoreOf(db, row.storeId, lang),
    orderVerifyOf(db, row),
    orderBatchesOf(db, orderId),
    orderInvoicesOf(db, orderId),
  ]);
  return {
    ...toOrderSummary(row, goods, lang, await payTimeoutMsOf(db)),
    name: row.name,
    mobile: row.mobile,
    full_address: row.fullAddress,
    address: row.address,
    invoice: invoiceOf(row.invoice),
    buyer_message: row.buyerMessage,
    goods_money: fenToYuan(row.goodsMoneyFen),
    promotion_money: fenToYuan(row.promotionMoneyFen),
    coupon_money: fenToYuan(row.couponMoneyFen),
    pay_time: row.payTime?.getTime() ?? null,
    close_time: row.closeTime?.getTime() ?? null,
    close_reason: row.closeReason,
    // Shown while the paid pickup order waits at the counter (issue 15).
    pickup_code: row.orderStatus === 1 ? row.pickupCode : '',
    store,
    verify,
    logs: logs.map((log) => ({
      action: log.action,
      action_name: logActionName(lang, log.action),
      remark: log.remark,
      create_time: log.createdAt.getTime(),
    })),
    batches,
    invoices,
  };
}

export const getOrderNum = (db: DbExecutor, memberId: number): Promise<OrderNum> =>
  countOrderTabs(db, memberId);

/**
 * Closes an order waiting payment inside the transaction `tx`: the status moves 0 → -1 only if it
 * still is 0 under the same payment, the stock and coupons go back, its payment shrinks (or is
 * cancelled when no waiting order is left) and the timeline notes `action`. The payment row is
 * locked before the order, like the payment itself does, so a close and a pay cannot deadlock.
 * `unlessReviewing` leaves it alone while its transfer voucher waits for review (pay status 2).
 * Answers whether it closed. Used by the buyer's close and by the unpaid-order expiry.
 */
export async function closeWaitingOrder(
  tx: DbTransaction,
  target: { memberId: number; orderId: number; outTradeNo: string },
  options: {
    action?: 'close' | 'auto_close' | 'staff_close';
    unlessReviewing?: boolean;
    /** Why it closes (staff give one), kept on the order and noted in its timeline. */
    reason?: string;
  } = {},
): Promise<boolean> {
  const { memberId, orderId, outTradeNo } = target;
  const [pay] = await lockPays(tx, [outTradeNo]);
  if (options.unlessReviewing && pay?.status === 2) return false;
  const now = new Date();
  const moved = await moveOrderStatus(tx, memberId, orderId, {
    from: 0,
    to: -1,
    outTradeNo,
    closeTime: now,
    closeReason: options.reason,
  });
  if (!moved) return false;
  await returnOrderStock(tx, orderId);
  await releaseOrderCoupons(tx, orderId, now);
  if (pay) await refreshPayMoney(tx, pay);
  await insertOrderLogs(tx, [
    { orderId, action: options.action ?? 'close', orderStatus: -1, remark: options.reason ?? '' },
  ]);
  return true;
}

/**
 * The buyer closes their order waiting payment (`closeWaitingOrder`), not while its transfer
 * voucher waits for review (issue 15). Answers the order id.
 */
export async function closeOrder(db: Db, memberId: number, orderId: number): Promise<number> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const state = await findOrderState(db, memberId, orderId);
    if (!state) throw new AppError('order.not_found');
    if (state.orderStatus !== 0) throw new AppError('order.close_refused');
    if ((await findPay(db, memberId, state.outTradeNo))?.status === 2)
      throw new AppError('order.close_reviewing');
    const target = { memberId, orderId, outTradeNo: state.outTradeNo };
    const closed = await db.transaction((tx) =>
      closeWaitingOrder(tx, target, { unlessReviewing: true }),
    );
    if (closed) return orderId;
  }
  throw new AppError('order.close_refused');
}

/** Confirms receipt: status 3 → 10 only when it still is 3. Answers the order id. */
export async function takeDelivery(db: Db, memberId: number, orderId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const state = await findOrderState(tx, memberId, orderId);
    if (!state) throw new AppError('order.not_found');
    if (!(await moveOrderStatus(tx, memberId, orderId, { from: 3, to: 10 })))
      throw new AppError('order.takedelivery_refused');
    await insertOrderLogs(tx, [{ orderId, action: 'takedelivery', orderStatus: 10 }]);
    await awardOrderGrowth(tx, orderId);
    return orderId;
  });
}

/**
 * Pays some of the member's waiting orders together: a new payment (out_trade_no) covers them,
 * the orders point to it, and their former payments shrink or are cancelled when left empty.
 */
export async function payOrders(
  db: Db,
  memberId: number,
  orderIds: number[],
): Promise<{ out_trade_no: string }> {
  const ids = [...new Set(orderIds)];
  const before = await orderStatesOf(db, memberId, ids);
  return db.transaction(async (tx) => {
    const oldPays = await lockPays(tx, [...new Set(before.map((o) => o.outTradeNo))]);
    const orders = await lockMemberOrders(tx, memberId, ids);
    if (orders.length !== ids.length) throw new AppError('order.not_found');
    if (orders.some((o) => o.orderStatus !== 0)) throw new AppError('order.not_payable');
    const locked = new Map(oldPays.map((p) => [p.outTradeNo, p]));
    if (orders.some((o) => !locked.has(o.outTradeNo))) throw new AppError('common.busy_retry');
    if (orders.some((o) => locked.get(o.outTradeNo)?.status === 2))
      throw new AppError('order.pay_reviewing');
    const outTradeNo = newOutTradeNo(memberId);
    const payMoneyFen = orders.reduce((sum, o) => sum + o.orderMoneyFen, 0);
    await insertPay(tx, { outTradeNo, memberId, payMoneyFen });
    await repointOrders(tx, ids, outTradeNo);
    for (const pay of oldPays) await refreshPayMoney(tx, pay);
    return { out_trade_no: outTradeNo };
  });
}

/** The payments the orders are under now (read without locks, to lock them first). */
async function orderStatesOf(db: Db, memberId: number, ids: number[]) {
  const states = await Promise.all(ids.map((id) => findOrderState(db, memberId, id)));
  if (states.some((s) => !s)) throw new AppError('order.not_found');
  return states.filter((s) => s !== undefined);
}

/**
 * Puts the order's goods back into the cart: each SKU line (exchange goods are not bought on
 * their own), each bundle once as its number of sets. Goods no longer buyable are skipped.
 */
export async function reBuyOrder(db: Db, memberId: number, orderId: number): Promise<ReBuy> {
  if (!(await findOrderState(db, memberId, orderId))) throw new AppError('order.not_found');
  const lines = (await orderGoodsOf(db, [orderId])).filter((l) => l.promotionType !== 'exchange');
  const blIds = [...new Set(lines.flatMap((l) => (l.blId ? [l.blId] : [])))];
  const perSet = new Map(
    (await findBundleGoodsRows(db, blIds)).map((g) => [`${g.blId}:${g.skuId}`, g.num]),
  );
  const adds: { skuId?: number; blId?: number; num: number; nearExpiry?: boolean }[] = [];
  // A near-expiry line comes back as one (ADR 0029): never as fresh stock unseen.
  for (const line of lines)
    if (!line.blId)
      adds.push({
        skuId: line.skuId,
        num: line.num,
        nearExpiry: line.promotionType === 'near_expiry',
      });
  for (const blId of blIds) {
    const sets = lines
      .filter((l) => l.blId === blId)
      .map((l) => Math.floor(l.num / (perSet.get(`${blId}:${l.skuId}`) ?? l.num)));
    adds.push({ blId, num: Math.max(1, Math.min(...sets)) });
  }
  let added = 0;
  let skipped = 0;
  for (const add of adds) {
    try {
      await addToCart(db, memberId, add);
      added += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped += 1;
    }
  }
  return { added, skipped };
}
