import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { OrderListTab } from '@shop/contracts/order';
import type { DbExecutor } from '../../db/client';
import { anyOf, preparedQuery } from '../../db/prepared';
import { payWindowStart } from './pay-window';
import { shop } from '../catalogue/catalogue.tables';
import { order, orderGoods, orderLog, orderPay } from './order.tables';

/** Waiting payment with a transfer voucher under staff review (issue 15: 待确认收款). */
export const voucherReviewing = and(eq(order.orderStatus, 0), eq(orderPay.status, 2));

/**
 * Waiting payment and payable: no voucher under review. The buyer's 待付款 tab and its count and
 * the console's 待付款 are these (issue 25); an order under review is neither paid nor closed.
 * Needs `orderPay` joined by out_trade_no.
 */
export const payableWaiting = and(
  eq(order.orderStatus, 0),
  or(isNull(orderPay.status), ne(orderPay.status, 2)),
);

/** The condition of a list tab (spec: waitrate = completed and not yet evaluated). */
export function tabCondition(tab: OrderListTab): SQL | undefined {
  switch (tab) {
    case 'waitpay':
      return payableWaiting;
    case 'waitsend':
      return eq(order.orderStatus, 1);
    case 'waitconfirm':
      return eq(order.orderStatus, 3);
    case 'waitrate':
      return and(eq(order.orderStatus, 10), eq(order.isEvaluate, 0));
    default:
      return undefined;
  }
}

/**
 * One prepared statement per list tab, since each tab's condition gives the SQL another shape;
 * `build` gets the tab and the statement's name (`${prefix}_${tab}`).
 */
function perTab<Q>(
  prefix: string,
  build: (db: DbExecutor, name: string, tab: OrderListTab) => Q,
): Record<OrderListTab, (db: DbExecutor) => Q> {
  const of = (tab: OrderListTab) =>
    preparedQuery(`${prefix}_${tab}`, (db, name) => build(db, name, tab));
  return {
    all: of('all'),
    waitpay: of('waitpay'),
    waitsend: of('waitsend'),
    waitconfirm: of('waitconfirm'),
    waitrate: of('waitrate'),
  };
}

const summaryColumns = {
  orderId: order.orderId,
  orderNo: order.orderNo,
  outTradeNo: order.outTradeNo,
  siteId: order.siteId,
  shopName: shop.shopName,
  orderName: order.orderName,
  orderStatus: order.orderStatus,
  orderMoneyFen: order.orderMoneyFen,
  manjianMoneyFen: order.manjianMoneyFen,
  deliveryMoneyFen: order.deliveryMoneyFen,
  deliveryType: order.deliveryType,
  payType: order.payType,
  orderType: order.orderType,
  point: order.point,
  isEvaluate: order.isEvaluate,
  createdAt: order.createdAt,
  payStatus: orderPay.status,
  voucherRejectReason: orderPay.voucherRejectReason,
  payWindowStart: payWindowStart.mapWith(order.createdAt),
};
export type OrderSummaryRow = {
  orderId: number;
  orderNo: string;
  outTradeNo: string;
  siteId: number;
  shopName: string | null;
  orderName: string;
  orderStatus: number;
  orderMoneyFen: number;
  manjianMoneyFen: number;
  deliveryMoneyFen: number;
  deliveryType: string;
  payType: string;
  orderType: string;
  point: number;
  isEvaluate: number;
  createdAt: Date;
  /** The status of the payment the order is under now (null if none). */
  payStatus: number | null;
  voucherRejectReason: string | null;
  /** When the order's pay window started (its creation, or its voucher's last rejection). */
  payWindowStart: Date;
};

const orderCountQuery = perTab('order_count', (db, name, tab) =>
  db
    .select({ n: count() })
    .from(order)
    .leftJoin(orderPay, eq(orderPay.outTradeNo, order.outTradeNo))
    .where(and(eq(order.memberId, sql.placeholder('memberId')), tabCondition(tab)))
    .prepare(name),
);

export async function countOrders(
  db: DbExecutor,
  memberId: number,
  tab: OrderListTab,
): Promise<number> {
  const [row] = await orderCountQuery[tab](db).execute({ memberId });
  return row?.n ?? 0;
}

const orderPageQuery = perTab('order_page', (db, name, tab) =>
  db
    .select(summaryColumns)
    .from(order)
    .leftJoin(shop, eq(shop.siteId, order.siteId))
    .leftJoin(orderPay, eq(orderPay.outTradeNo, order.outTradeNo))
    .where(and(eq(order.memberId, sql.placeholder('memberId')), tabCondition(tab)))
    .orderBy(desc(order.createdAt), desc(order.orderId))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare(name),
);

/** One page of the member's orders of a tab, newest first. */
export function pageOrderRows(
  db: DbExecutor,
  memberId: number,
  tab: OrderListTab,
  window: { offset: number; limit: number },
): Promise<OrderSummaryRow[]> {
  return orderPageQuery[tab](db).execute({
    memberId,
    offset: window.offset,
    limit: window.limit,
  });
}

const orderDetailQuery = preparedQuery('order_detail', (db, name) =>
  db
    .select({
      ...summaryColumns,
      name: order.name,
      mobile: order.mobile,
      fullAddress: order.fullAddress,
      address: order.address,
      invoice: order.invoice,
      buyerMessage: order.buyerMessage,
      goodsMoneyFen: order.goodsMoneyFen,
      promotionMoneyFen: order.promotionMoneyFen,
      couponMoneyFen: order.couponMoneyFen,
      payTime: order.payTime,
      closeTime: order.closeTime,
      closeReason: order.closeReason,
      pickupCode: order.pickupCode,
      storeId: order.storeId,
    })
    .from(order)
    .leftJoin(shop, eq(shop.siteId, order.siteId))
    .leftJoin(orderPay, eq(orderPay.outTradeNo, order.outTradeNo))
    .where(
      and(
        eq(order.orderId, sql.placeholder('orderId')),
        eq(order.memberId, sql.placeholder('memberId')),
      ),
    )
    .prepare(name),
);

/** The member's order with everything the detail shows, or undefined (another member's too). */
export async function findOrderDetail(db: DbExecutor, memberId: number, orderId: number) {
  const [row] = await orderDetailQuery(db).execute({ orderId, memberId });
  return row;
}

const orderGoodsQuery = preparedQuery('order_goods_of_orders', (db, name) =>
  db
    .select()
    .from(orderGoods)
    .where(anyOf(orderGoods.orderId, sql.placeholder('orderIds')))
    .orderBy(asc(orderGoods.orderId), asc(orderGoods.orderGoodsId))
    .prepare(name),
);

/** The lines of several orders in one query. */
export function orderGoodsOf(db: DbExecutor, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return orderGoodsQuery(db).execute({ orderIds });
}
export type OrderGoodsRow = Awaited<ReturnType<typeof orderGoodsOf>>[number];

const orderLogsQuery = preparedQuery('order_logs_of_order', (db, name) =>
  db
    .select()
    .from(orderLog)
    .where(eq(orderLog.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderLog.createdAt), asc(orderLog.id))
    .prepare(name),
);

export function orderLogsOf(db: DbExecutor, orderId: number) {
  return orderLogsQuery(db).execute({ orderId });
}

const orderTabCountsQuery = preparedQuery('order_tab_counts', (db, name) => {
  const n = (condition: SQL | undefined) =>
    sql<number>`(count(*) filter (where ${condition}))::int`;
  return db
    .select({
      waitpay: n(tabCondition('waitpay')),
      waitsend: n(tabCondition('waitsend')),
      waitconfirm: n(tabCondition('waitconfirm')),
      waitrate: n(tabCondition('waitrate')),
    })
    .from(order)
    .leftJoin(orderPay, eq(orderPay.outTradeNo, order.outTradeNo))
    .where(eq(order.memberId, sql.placeholder('memberId')))
    .prepare(name);
});

/** The member's order counts per tab, in one query. */
export async function countOrderTabs(db: DbExecutor, memberId: number) {
  const [row] = await orderTabCountsQuery(db).execute({ memberId });
  return row ?? { waitpay: 0, waitsend: 0, waitconfirm: 0, waitrate: 0 };
}

/** The member's order's status and payment, or undefined. */
export async function findOrderState(db: DbExecutor, memberId: number, orderId: number) {
  const [row] = await db
    .select({ orderStatus: order.orderStatus, outTradeNo: order.outTradeNo })
    .from(order)
    .where(and(eq(order.orderId, orderId), eq(order.memberId, memberId)));
  return row;
}

/** The member's orders among `orderIds`, locked for the change that follows. */
export function lockMemberOrders(db: DbExecutor, memberId: number, orderIds: number[]) {
  return db
    .select({
      orderId: order.orderId,
      orderStatus: order.orderStatus,
      outTradeNo: order.outTradeNo,
      orderMoneyFen: order.orderMoneyFen,
    })
    .from(order)
    .where(and(inArray(order.orderId, orderIds), eq(order.memberId, memberId)))
    .orderBy(asc(order.orderId))
    .for('update');
}

/**
 * Moves the order from status `from` to `to` only when it still has `from` (and, when given, is
 * still under payment `outTradeNo`); answers whether it moved.
 */
export async function moveOrderStatus(
  db: DbExecutor,
  memberId: number,
  orderId: number,
  change: { from: number; to: number; outTradeNo?: string; closeTime?: Date; closeReason?: string },
): Promise<boolean> {
  const rows = await db
    .update(order)
    .set({
      orderStatus: change.to,
      updatedAt: sql`now()`,
      ...(change.closeTime ? { closeTime: change.closeTime } : {}),
      ...(change.closeReason ? { closeReason: change.closeReason } : {}),
    })
    .where(
      and(
        eq(order.orderId, orderId),
        eq(order.memberId, memberId),
        eq(order.orderStatus, change.from),
        change.outTradeNo === undefined ? undefined : eq(order.outTradeNo, change.outTradeNo),
      ),
    )
    .returning({ orderId: order.orderId });
  return rows.length === 1;
}

export async function repointOrders(
  db: DbExecutor,
  orderIds: number[],
  outTradeNo: string,
): Promise<void> {
  await db
    .update(order)
    .set({ outTradeNo, updatedAt: sql`now()` })
    .where(inArray(order.orderId, orderIds));
}
