import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ConsoleOrderListBody, ConsoleOrderState } from '@shop/contracts/order';
import type { z } from 'zod';
import type { ConsoleOrderListBodySchema } from '@shop/contracts/order';
import type { DbExecutor } from '../../db/client';
import { goods, shop } from '../catalogue/catalogue.tables';
import { member } from '../member/member.tables';
import { order, orderPay } from './order.tables';
import { payableWaiting, voucherReviewing } from './order.repository';

/** SQL of the staff console's order list and reads (issue 15). */

export type ConsoleListQuery = z.output<typeof ConsoleOrderListBodySchema>;
export type { ConsoleOrderListBody };

/** The condition of a console state; `waitpay` leaves out the vouchers waiting review. */
export function stateCondition(state: ConsoleOrderState): SQL | undefined {
  switch (state) {
    case 'waitpay':
      return payableWaiting;
    case 'reviewing':
      return voucherReviewing;
    case 'waitsend':
      return eq(order.orderStatus, 1);
    case 'waitconfirm':
      return eq(order.orderStatus, 3);
    case 'completed':
      return eq(order.orderStatus, 10);
    case 'closed':
      return eq(order.orderStatus, -1);
    default:
      return undefined;
  }
}

/** The start of a China day (UTC+8), `days` later. */
export const chinaDayStart = (day: string, days = 0): Date =>
  new Date(new Date(`${day}T00:00:00+08:00`).getTime() + days * 86_400_000);

/** Escapes LIKE wildcards so a search term matches literally. */
const likePart = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A transfer order is offline from the voucher on, before staff confirm it (issue 25). */
const payTypeCondition = (payType: ConsoleListQuery['pay_type']) => {
  if (!payType) return undefined;
  const paidAs = eq(order.payType, payType);
  return payType === 'offline' ? or(paidAs, voucherReviewing) : paidAs;
};

function listConditions(query: ConsoleListQuery, siteId: number | null): SQL | undefined {
  const buyer = query.buyer ? likePart(query.buyer) : null;
  return and(
    siteId === null ? undefined : eq(order.siteId, siteId),
    stateCondition(query.status),
    query.start_date ? gte(order.createdAt, chinaDayStart(query.start_date)) : undefined,
    query.end_date ? lt(order.createdAt, chinaDayStart(query.end_date, 1)) : undefined,
    buyer
      ? or(
          ilike(member.username, buyer),
          ilike(member.mobile, buyer),
          ilike(member.nickname, buyer),
        )
      : undefined,
    query.order_no ? ilike(order.orderNo, likePart(query.order_no)) : undefined,
    payTypeCondition(query.pay_type),
    query.delivery_type ? eq(order.deliveryType, query.delivery_type) : undefined,
  );
}

const rowColumns = {
  orderId: order.orderId,
  orderNo: order.orderNo,
  outTradeNo: order.outTradeNo,
  siteId: order.siteId,
  shopName: shop.shopName,
  memberId: order.memberId,
  username: member.username,
  nickname: member.nickname,
  memberMobile: member.mobile,
  orderMoneyFen: order.orderMoneyFen,
  orderStatus: order.orderStatus,
  payStatus: orderPay.status,
  payType: order.payType,
  deliveryType: order.deliveryType,
  createdAt: order.createdAt,
  payTime: order.payTime,
};
export type ConsoleOrderRowData = {
  orderId: number;
  orderNo: string;
  outTradeNo: string;
  siteId: number;
  shopName: string | null;
  memberId: number;
  username: string | null;
  nickname: string | null;
  memberMobile: string | null;
  orderMoneyFen: number;
  orderStatus: number;
  payStatus: number | null;
  payType: string;
  deliveryType: string;
  createdAt: Date;
  payTime: Date | null;
};

/** One page of the console's order list and the number of matching orders. */
export async function pageConsoleOrders(
  db: DbExecutor,
  query: ConsoleListQuery,
  siteId: number | null,
  window: { offset: number; limit: number },
): Promise<{ total: number; rows: ConsoleOrderRowData[] }> {
  const where = listConditions(query, siteId);
  const direction = query.order === 'asc' ? asc : desc;
  const sortColumn = query.sort === 'order_money' ? order.orderMoneyFen : order.createdAt;
  const [totalRow] = await db
    .select({ n: count() })
    .from(order)
    .leftJoin(orderPay, eq(orderPay.outTradeNo, order.outTradeNo))
    .leftJoin(member, eq(member.memberId, order.memberId))
    .where(where);
  const rows = await db
    .select(rowColumns)
    .from(order)
    .leftJoin(orderPay, eq(orderPay.outTradeNo, order.outTradeNo))
    .leftJoin(member, eq(member.memberId, order.memberId))
    .leftJoin(shop, eq(shop.siteId, order.siteId))
    .where(where)
    .orderBy(direction(sortColumn), direction(order.orderId))
    .offset(window.offset)
    .limit(window.limit);
  return { total: totalRow?.n ?? 0, rows };
}

/** Everything the console's order detail shows of the order row, or undefined. */
export async function findConsoleOrder(db: DbExecutor, orderId: number) {
  const [row] = await db
    .select({
      ...rowColumns,
      orderName: order.orderName,
      orderType: order.orderType,
      goodsMoneyFen: order.goodsMoneyFen,
      promotionMoneyFen: order.promotionMoneyFen,
      manjianMoneyFen: order.manjianMoneyFen,
      couponMoneyFen: order.couponMoneyFen,
      deliveryMoneyFen: order.deliveryMoneyFen,
      buyerMessage: order.buyerMessage,
      name: order.name,
      mobile: order.mobile,
      fullAddress: order.fullAddress,
      address: order.address,
      invoice: order.invoice,
      closeReason: order.closeReason,
      closeTime: order.closeTime,
      pickupCode: order.pickupCode,
      erpTakenAt: order.erpTakenAt,
    })
    .from(order)
    .leftJoin(orderPay, eq(orderPay.outTradeNo, order.outTradeNo))
    .leftJoin(member, eq(member.memberId, order.memberId))
    .leftJoin(shop, eq(shop.siteId, order.siteId))
    .where(eq(order.orderId, orderId));
  return row;
}

/** The payment row `outTradeNo` (any member's: staff reach it through its orders). */
export async function findPayByNo(
  db: DbExecutor,
  outTradeNo: string,
  options: { lock?: boolean } = {},
) {
  const query = db.select().from(orderPay).where(eq(orderPay.outTradeNo, outTradeNo));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The orders under a payment: their ids, numbers, shops and statuses. */
export function ordersUnderPay(db: DbExecutor, outTradeNo: string) {
  return db
    .select({
      orderId: order.orderId,
      orderNo: order.orderNo,
      siteId: order.siteId,
      orderStatus: order.orderStatus,
    })
    .from(order)
    .where(eq(order.outTradeNo, outTradeNo))
    .orderBy(asc(order.orderId));
}

/** The order row locked for a staff change (status, shop, member, payment, delivery). */
export async function lockOrder(db: DbExecutor, orderId: number) {
  const [row] = await db
    .select({
      orderId: order.orderId,
      orderNo: order.orderNo,
      siteId: order.siteId,
      memberId: order.memberId,
      outTradeNo: order.outTradeNo,
      orderStatus: order.orderStatus,
      deliveryType: order.deliveryType,
      pickupCode: order.pickupCode,
    })
    .from(order)
    .where(eq(order.orderId, orderId))
    .for('update');
  return row;
}

/** The orders among `orderIds` with their lines' goods facts, for the picking list. */
export function pickingRows(db: DbExecutor, orderIds: number[]) {
  return db
    .select({
      orderId: order.orderId,
      orderNo: order.orderNo,
      siteId: order.siteId,
      shopName: shop.shopName,
      createdAt: order.createdAt,
      deliveryType: order.deliveryType,
      name: order.name,
      mobile: order.mobile,
      fullAddress: order.fullAddress,
      address: order.address,
      storeId: order.storeId,
      buyerMessage: order.buyerMessage,
    })
    .from(order)
    .leftJoin(shop, eq(shop.siteId, order.siteId))
    .where(inArray(order.orderId, orderIds))
    .orderBy(asc(order.orderId));
}

/** Manufacturer and approval number of goods (shown on the picking list). */
export function goodsFactsOf(db: DbExecutor, goodsIds: number[]) {
  if (goodsIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      goodsId: goods.goodsId,
      manufacturer: goods.manufacturer,
      approvalNumber: goods.approvalNumber,
    })
    .from(goods)
    .where(inArray(goods.goodsId, goodsIds));
}

/** The dashboard's order figures of a shop (or all shops), `dayStart` being today's start. */
export async function orderCounts(db: DbExecutor, siteId: number | null, dayStart: Date) {
  const shopOnly = siteId === null ? undefined : eq(order.siteId, siteId);
  const n = (condition: SQL | undefined) =>
    sql<number>`(count(*) filter (where ${condition}))::int`;
  const [row] = await db
    .select({
      vouchers: n(voucherReviewing),
      toShip: n(eq(order.orderStatus, 1)),
      today: n(gte(order.createdAt, dayStart)),
      sales: sql<string>`coalesce(sum(${order.orderMoneyFen}) filter (where ${order.payTime} >= ${dayStart} and ${order.orderStatus} <> -1), 0)`,
    })
    .from(order)
    .leftJoin(orderPay, eq(orderPay.outTradeNo, order.outTradeNo))
    .where(shopOnly);
  return {
    vouchers: row?.vouchers ?? 0,
    toShip: row?.toShip ?? 0,
    today: row?.today ?? 0,
    salesFen: Number(row?.sales ?? 0),
  };
}
