import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { RefundTab } from '@shop/contracts/aftersale';
import type { ConsoleRefundState } from '@shop/contracts/aftersale';
import type { DbExecutor } from '../../db/client';
import { member } from '../member/member.tables';
import { order, orderGoods } from '../order/order.tables';
import { orderComplain, orderRefund, orderRefundLog } from './aftersale.tables';

export type RefundRow = typeof orderRefund.$inferSelect;
export type RefundInsert = typeof orderRefund.$inferInsert;

/** Statuses that hold a claim on the line's units and money: open requests and refunds made. */
const CLAIMING = sql`${orderRefund.refundStatus} between 1 and 5`;

/** What the line's refunds already claim; and its open request, if any. */
export async function lineClaims(db: DbExecutor, orderGoodsId: number) {
  const [row] = await db
    .select({
      num: sql<number>`coalesce(sum(${orderRefund.num}) filter (where ${CLAIMING}), 0)::int`,
      money: sql<number>`coalesce(sum(case when ${orderRefund.refundStatus} = 5 then ${orderRefund.refundMoneyFen} else ${orderRefund.applyMoneyFen} end) filter (where ${CLAIMING}), 0)::bigint`,
      point: sql<number>`coalesce(sum(${orderRefund.refundPoint}) filter (where ${CLAIMING}), 0)::int`,
      openId: sql<
        number | null
      >`max(${orderRefund.refundId}) filter (where ${orderRefund.refundStatus} between 1 and 4)`,
    })
    .from(orderRefund)
    .where(eq(orderRefund.orderGoodsId, orderGoodsId));
  return {
    num: Number(row?.num ?? 0),
    money: Number(row?.money ?? 0),
    point: Number(row?.point ?? 0),
    openId: row?.openId ?? null,
  };
}

/** What the refunds of the order's lines other than `orderGoodsId` claim: units and money. */
export async function otherLinesClaims(db: DbExecutor, orderId: number, orderGoodsId: number) {
  const [row] = await db
    .select({
      num: sql<number>`coalesce(sum(${orderRefund.num}), 0)::int`,
      money: sql<number>`coalesce(sum(case when ${orderRefund.refundStatus} = 5 then ${orderRefund.refundMoneyFen} else ${orderRefund.applyMoneyFen} end), 0)::bigint`,
    })
    .from(orderRefund)
    .where(
      and(
        eq(orderRefund.orderId, orderId),
        sql`${orderRefund.orderGoodsId} <> ${orderGoodsId}`,
        CLAIMING,
      ),
    );
  return { num: Number(row?.num ?? 0), money: Number(row?.money ?? 0) };
}

export async function insertRefund(db: DbExecutor, values: RefundInsert): Promise<RefundRow> {
  const [row] = await db.insert(orderRefund).values(values).returning();
  if (!row) throw new Error('refund insert returned nothing');
  return row;
}

export async function findRefundByKey(db: DbExecutor, memberId: number, applyKey: string) {
  const [row] = await db
    .select()
    .from(orderRefund)
    .where(and(eq(orderRefund.memberId, memberId), eq(orderRefund.applyKey, applyKey)));
  return row;
}

/** A refund by id (the caller checks it is within the reader's reach), optionally locked. */
export async function findRefund(
  db: DbExecutor,
  refundId: number,
  options: { lock?: boolean } = {},
): Promise<RefundRow | undefined> {
  const query = db.select().from(orderRefund).where(eq(orderRefund.refundId, refundId));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

/**
 * Moves a refund on only while its status is one of `from`; answers the row after, or undefined
 * when another hand moved it first (two staff agreeing at once: one wins).
 */
export async function moveRefund(
  db: DbExecutor,
  refundId: number,
  from: readonly number[],
  patch: Partial<RefundInsert> & { refundStatus: number },
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(orderRefund)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(orderRefund.refundId, refundId), inArray(orderRefund.refundStatus, [...from])))
    .returning();
  return row;
}

export type RefundLogInsert = typeof orderRefundLog.$inferInsert;

export async function insertRefundLog(db: DbExecutor, values: RefundLogInsert): Promise<void> {
  await db.insert(orderRefundLog).values(values);
}

export function refundLogsOf(db: DbExecutor, refundId: number) {
  return db
    .select()
    .from(orderRefundLog)
    .where(eq(orderRefundLog.refundId, refundId))
    .orderBy(orderRefundLog.createdAt, orderRefundLog.id);
}

/** The refund's goods line (the order module's row, read for display). */
export const refundGoodsColumns = {
  orderNo: order.orderNo,
  goodsId: orderGoods.goodsId,
  skuId: orderGoods.skuId,
  skuName: orderGoods.skuName,
  skuImage: orderGoods.skuImage,
  specName: orderGoods.specName,
  unit: orderGoods.unit,
  discountPriceFen: orderGoods.discountPriceFen,
  lineNum: orderGoods.num,
};

const listColumns = {
  refund: orderRefund,
  ...refundGoodsColumns,
  buyerUsername: member.username,
  payType: order.payType,
  orderMoneyFen: order.orderMoneyFen,
  complainStatus: orderComplain.status,
};
export type RefundListRow = Awaited<ReturnType<typeof refundListQuery>>[number];

function refundListQuery(db: DbExecutor, where: SQL | undefined) {
  return db
    .select(listColumns)
    .from(orderRefund)
    .innerJoin(orderGoods, eq(orderGoods.orderGoodsId, orderRefund.orderGoodsId))
    .innerJoin(order, eq(order.orderId, orderRefund.orderId))
    .innerJoin(member, eq(member.memberId, orderRefund.memberId))
    .leftJoin(orderComplain, eq(orderComplain.refundId, orderRefund.refundId))
    .where(where);
}

async function pageRefunds(
  db: DbExecutor,
  where: SQL | undefined,
  window: { limit: number; offset: number },
) {
  const [total, rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(orderRefund)
      .innerJoin(member, eq(member.memberId, orderRefund.memberId))
      .innerJoin(order, eq(order.orderId, orderRefund.orderId))
      .where(where),
    refundListQuery(db, where)
      .orderBy(desc(orderRefund.createdAt), desc(orderRefund.refundId))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { total: total[0]?.n ?? 0, rows };
}

const TAB_STATUSES: Record<RefundTab, number[] | undefined> = {
  all: undefined,
  open: [1, 2, 3, 4],
  refunded: [5],
  closed: [-1, -2],
  complain: undefined,
};

/** Refunds the buyer complained about to the platform. */
const COMPLAINED = sql`exists (select 1 from ${orderComplain} where ${orderComplain.refundId} = ${orderRefund.refundId})`;

/** One page of the member's refunds of a tab (and of one order), newest first. */
export function pageMemberRefunds(
  db: DbExecutor,
  memberId: number,
  filter: { tab: RefundTab; orderId?: number },
  window: { limit: number; offset: number },
) {
  const statuses = TAB_STATUSES[filter.tab];
  return pageRefunds(
    db,
    and(
      eq(orderRefund.memberId, memberId),
      statuses ? inArray(orderRefund.refundStatus, statuses) : undefined,
      filter.tab === 'complain' ? COMPLAINED : undefined,
      filter.orderId ? eq(orderRefund.orderId, filter.orderId) : undefined,
    ),
    window,
  );
}

const CONSOLE_STATUSES: Record<ConsoleRefundState, number[] | undefined> = {
  all: undefined,
  todo: [1, 3],
  wait_return: [2],
  wait_transfer: [4],
  refunded: [5],
  closed: [-1, -2],
};

/** One page of the refunds within the staff's reach (`siteId` null: every shop). */
export function pageConsoleRefunds(
  db: DbExecutor,
  filter: { siteId: number | null; state: ConsoleRefundState; keyword?: string },
  window: { limit: number; offset: number },
) {
  const statuses = CONSOLE_STATUSES[filter.state];
  const like = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  return pageRefunds(
    db,
    and(
      filter.siteId === null ? undefined : eq(orderRefund.siteId, filter.siteId),
      statuses ? inArray(orderRefund.refundStatus, statuses) : undefined,
      like
        ? or(
            ilike(orderRefund.refundNo, like),
            ilike(order.orderNo, like),
            ilike(member.username, like),
          )
        : undefined,
    ),
    window,
  );
}

/** One refund with its goods line and buyer, for a detail page. */
export async function findRefundView(db: DbExecutor, refundId: number) {
  const [row] = await refundListQuery(db, eq(orderRefund.refundId, refundId));
  return row;
}
