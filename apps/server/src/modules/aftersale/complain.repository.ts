import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { member } from '../member/member.tables';
import { order, orderGoods } from '../order/order.tables';
import { orderComplain, orderRefund } from './aftersale.tables';
import { refundGoodsColumns } from './refund.repository';

export type ComplainRow = typeof orderComplain.$inferSelect;

export async function findComplainOfRefund(db: DbExecutor, refundId: number) {
  const [row] = await db.select().from(orderComplain).where(eq(orderComplain.refundId, refundId));
  return row;
}

export async function findComplain(db: DbExecutor, complainId: number) {
  const [row] = await db
    .select()
    .from(orderComplain)
    .where(eq(orderComplain.complainId, complainId));
  return row;
}

/** The complaint, unless the refund already has one (one complaint per refund). */
export async function insertComplain(
  db: DbExecutor,
  values: typeof orderComplain.$inferInsert,
): Promise<ComplainRow | undefined> {
  const [row] = await db
    .insert(orderComplain)
    .values(values)
    .onConflictDoNothing({ target: orderComplain.refundId })
    .returning();
  return row;
}

/** Moves a complaint on only while it still waits (status 1); answers the row after. */
export async function moveWaitingComplain(
  db: DbExecutor,
  complainId: number,
  patch: Partial<typeof orderComplain.$inferInsert> & { status: number },
): Promise<ComplainRow | undefined> {
  const [row] = await db
    .update(orderComplain)
    .set(patch)
    .where(and(eq(orderComplain.complainId, complainId), eq(orderComplain.status, 1)))
    .returning();
  return row;
}

const STATUS_FILTER = { waiting: [1], decided: [2], all: undefined } as const;

/** One page of complaints for the platform, oldest waiting first when waiting, else newest. */
export async function pageComplains(
  db: DbExecutor,
  status: keyof typeof STATUS_FILTER,
  window: { limit: number; offset: number },
) {
  const statuses = STATUS_FILTER[status];
  const where = statuses ? inArray(orderComplain.status, [...statuses]) : undefined;
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(orderComplain).where(where),
    db
      .select({
        complain: orderComplain,
        refundNo: orderRefund.refundNo,
        applyMoneyFen: orderRefund.applyMoneyFen,
        orderGoodsId: orderRefund.orderGoodsId,
        ...refundGoodsColumns,
        buyerUsername: member.username,
      })
      .from(orderComplain)
      .innerJoin(orderRefund, eq(orderRefund.refundId, orderComplain.refundId))
      .innerJoin(orderGoods, eq(orderGoods.orderGoodsId, orderRefund.orderGoodsId))
      .innerJoin(order, eq(order.orderId, orderComplain.orderId))
      .innerJoin(member, eq(member.memberId, orderComplain.memberId))
      .where(where)
      .orderBy(
        status === 'waiting' ? sql`${orderComplain.createdAt} asc` : desc(orderComplain.createdAt),
        desc(orderComplain.complainId),
      )
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { total: total[0]?.n ?? 0, rows };
}
export type ComplainListRow = Awaited<ReturnType<typeof pageComplains>>['rows'][number];

/** Whether a refund of the line has a complaint waiting for the platform. */
export async function hasWaitingComplainOnLine(db: DbExecutor, orderGoodsId: number) {
  const [row] = await db
    .select({ id: orderComplain.complainId })
    .from(orderComplain)
    .innerJoin(orderRefund, eq(orderRefund.refundId, orderComplain.refundId))
    .where(and(eq(orderRefund.orderGoodsId, orderGoodsId), eq(orderComplain.status, 1)))
    .limit(1);
  return row !== undefined;
}
