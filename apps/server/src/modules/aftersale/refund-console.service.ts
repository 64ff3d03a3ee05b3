import {
  refundCap,
  type ConsoleRefundAgreeBodySchema,
  type ConsoleRefundDetail,
  type ConsoleRefundListBodySchema,
  type ConsoleRefundPage,
  type RefundState,
  type RefundWay,
} from '@shop/contracts/aftersale';
import { fenToYuan } from '@shop/contracts/money';
import type { z } from 'zod';
import type { Db, DbExecutor, DbTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Lang } from '../../lib/i18n/translate';
import { pageCount, pageWindow } from '../../lib/paging';
import { recordStaffAction, staffReaches, staffShop, type StaffActor } from '../auth';
import { memberReceivingAccounts } from '../finance';
import { findRefundableLine, lockRefundOrder } from '../order';
import { aftersaleSetting } from './aftersale-setting';
import { findComplainOfRefund } from './complain.repository';
import { refundWayOf } from './refund-apply.service';
import { refundWithin } from './refund-buyer.service';
import { settleRefund } from './refund-settle.service';
import {
  findRefundView,
  insertRefundLog,
  moveRefund,
  pageConsoleRefunds,
  refundLogsOf,
  type RefundRow,
} from './refund.repository';
import { linePools } from './refund-pool';
import { refundDetailFields, staffActions, toRefundSummary } from './refund-view';

/** Where a refund of an order paid by `payType` may go back: the way it was paid, or by choice. */
export function refundWaysOf(payType: string): RefundWay[] {
  const way = refundWayOf(payType);
  return way === 'bank' ? ['balance', 'bank'] : [way];
}

/** `/staff/api/refund/lists`: the refunds within the staff's reach, newest first. */
export async function listConsoleRefunds(
  db: DbExecutor,
  actor: StaffActor,
  body: z.output<typeof ConsoleRefundListBodySchema>,
  lang: Lang,
): Promise<ConsoleRefundPage> {
  const { total, rows } = await pageConsoleRefunds(
    db,
    { siteId: staffShop(actor), state: body.state, keyword: body.keyword },
    pageWindow(body),
  );
  return {
    page_count: pageCount(total, body),
    count: total,
    list: rows.map((row) => ({
      ...toRefundSummary(row, lang),
      member_id: row.refund.memberId,
      buyer_username: row.buyerUsername,
      site_id: row.refund.siteId,
      pay_type: row.payType,
      has_complain: row.complainStatus === 1,
    })),
  };
}

/** The refund within the staff's reach, or "not found". */
const reachableRefund = (
  db: DbExecutor,
  actor: StaffActor,
  refundId: number,
  options: { lock?: boolean } = {},
) => refundWithin(db, refundId, (row) => staffReaches(actor, row.siteId), options);

/** `/staff/api/refund/detail`: both sides' words, the complaint, and what staff may do. */
export async function getConsoleRefund(
  db: DbExecutor,
  actor: StaffActor,
  refundId: number,
  lang: Lang,
): Promise<ConsoleRefundDetail> {
  await reachableRefund(db, actor, refundId);
  const [view, logs, complain, setting] = await Promise.all([
    findRefundView(db, refundId),
    refundLogsOf(db, refundId),
    findComplainOfRefund(db, refundId),
    aftersaleSetting(db),
  ]);
  if (!view) throw new AppError('refund.not_found');
  const ways = refundWaysOf(view.payType);
  return {
    ...refundDetailFields(view, logs, complain, lang),
    member_id: view.refund.memberId,
    buyer_username: view.buyerUsername,
    pay_type: view.payType,
    order_money: fenToYuan(view.orderMoneyFen),
    refund_ways: ways,
    default_return_address: setting.return_address,
    receiving_accounts: ways.includes('bank')
      ? await memberReceivingAccounts(db, view.refund.memberId)
      : [],
    staff_actions: staffActions(view.refund.refundStatus, complain?.status === 1),
  };
}

/**
 * Runs a staff step on a refund in one transaction: the order locked first (as every refund and
 * shipping write does), the refund re-read under its lock, refused while a complaint waits for
 * the platform (unless `duringComplaint`), and the change recorded in the audit log.
 */
async function staffStep(
  db: Db,
  actor: StaffActor,
  refundId: number,
  action: string,
  step: (tx: DbTransaction, refund: RefundRow) => Promise<RefundRow>,
  options: { duringComplaint?: boolean } = {},
): Promise<RefundState> {
  const first = await reachableRefund(db, actor, refundId);
  const after = await db.transaction(async (tx) => {
    await lockRefundOrder(tx, first.orderId);
    const refund = await reachableRefund(tx, actor, refundId, { lock: true });
    if (!options.duringComplaint && (await findComplainOfRefund(tx, refundId))?.status === 1)
      throw new AppError('refund.complaining');
    const moved = await step(tx, refund);
    await recordStaffAction(tx, actor, {
      action: `refund.${action}`,
      siteId: refund.siteId,
      targetType: 'refund',
      targetId: refund.refundId,
      before: { refund_status: refund.refundStatus },
      after: { refund_status: moved.refundStatus, refund_way: moved.refundWay },
    });
    return moved;
  });
  return { refund_id: after.refundId, refund_status: after.refundStatus };
}

const shopLog = (
  tx: DbExecutor,
  actor: StaffActor,
  refundId: number,
  action: string,
  message = '',
) => insertRefundLog(tx, { refundId, actor: 'shop', actorId: actor.staffId, action, message });

/** The way chosen for the refund among those its pay type allows (the first when not asked). */
export function chosenWay(refund: RefundRow, asked: RefundWay | undefined): RefundWay {
  const ways = refundWaysOf(refund.payType);
  const way = asked ?? ways[0] ?? 'balance';
  if (!ways.includes(way)) throw new AppError('refund.way_not_allowed');
  return way;
}

/**
 * `/staff/api/refund/agree`: a money-only request is refunded at once (by bank it waits for
 * finance); a return waits for the buyer's parcel to the return address. Of two staff agreeing
 * at once one wins; the other is told it was handled, and nothing moves twice.
 */
export async function agreeRefund(
  db: Db,
  actor: StaffActor,
  body: z.output<typeof ConsoleRefundAgreeBodySchema>,
): Promise<RefundState> {
  const setting = await aftersaleSetting(db);
  return staffStep(db, actor, body.refund_id, 'agree', async (tx, refund) => {
    if (refund.refundStatus !== 1) throw new AppError('refund.handled');
    const way = chosenWay(refund, body.refund_way);
    if (refund.refundType === 1) {
      await shopLog(tx, actor, refund.refundId, 'agree', body.message);
      return settleRefund(tx, refund, way);
    }
    const address = body.return_address || setting.return_address;
    if (!address) throw new AppError('refund.return_address_required');
    const moved = await moveRefund(tx, refund.refundId, [1], {
      refundStatus: 2,
      refundWay: way,
      returnAddress: address,
    });
    if (!moved) throw new AppError('refund.handled');
    await shopLog(
      tx,
      actor,
      refund.refundId,
      'agree',
      [address, body.message].filter(Boolean).join(' · '),
    );
    return moved;
  });
}

/** `/staff/api/refund/refuse`: refused with a reason the buyer reads (they may then complain). */
export const refuseRefund = (db: Db, actor: StaffActor, refundId: number, reason: string) =>
  staffStep(db, actor, refundId, 'refuse', async (tx, refund) => {
    const moved = await moveRefund(tx, refund.refundId, [1, 3], {
      refundStatus: -1,
      refuseReason: reason,
      finishTime: new Date(),
    });
    if (!moved) throw new AppError('refund.handled');
    await shopLog(tx, actor, refund.refundId, 'refuse', reason);
    return moved;
  });

/**
 * `/staff/api/refund/receive`: the returned goods arrived; stock and money go back. Before the
 * buyer sent a return waybill only with `noWaybill`, staff having been warned (issue 25).
 */
export const receiveReturn = (db: Db, actor: StaffActor, refundId: number, noWaybill: boolean) =>
  staffStep(db, actor, refundId, 'receive', async (tx, refund) => {
    if (refund.refundType !== 2 || (refund.refundStatus !== 2 && refund.refundStatus !== 3))
      throw new AppError('refund.handled');
    if (refund.refundStatus === 2 && !noWaybill) throw new AppError('refund.return_not_sent');
    await shopLog(tx, actor, refund.refundId, 'receive');
    return settleRefund(
      tx,
      refund,
      chosenWay(refund, (refund.refundWay || undefined) as RefundWay),
    );
  });

/** `/staff/api/refund/transfer`: finance paid a bank refund (status 4 → 5). */
export const markRefundTransferred = (
  db: Db,
  actor: StaffActor,
  refundId: number,
  remark: string,
) =>
  staffStep(
    db,
    actor,
    refundId,
    'transfer',
    async (tx, refund) => {
      const moved = await moveRefund(tx, refund.refundId, [4], {
        refundStatus: 5,
        finishTime: new Date(),
      });
      if (!moved) throw new AppError('refund.handled');
      await shopLog(tx, actor, refund.refundId, 'transfer', remark);
      return moved;
    },
    { duringComplaint: true },
  );

/** `/staff/api/refund/message`: the shop writes in the refund's conversation. */
export const staffRefundMessage = (db: Db, actor: StaffActor, refundId: number, message: string) =>
  staffStep(
    db,
    actor,
    refundId,
    'message',
    async (tx, refund) => {
      if (refund.refundStatus === -2) throw new AppError('refund.closed');
      await shopLog(tx, actor, refund.refundId, 'message', message);
      return refund;
    },
    { duringComplaint: true },
  );

/**
 * Whether the line can still give back this refund (a refused refund the platform revives): its
 * units and money must fit beside the line's other refunds, and no other request may be open.
 */
export async function refundStillFits(tx: DbExecutor, refund: RefundRow): Promise<boolean> {
  const line = await findRefundableLine(tx, refund.orderGoodsId);
  if (!line) return false;
  const counted = refund.refundStatus >= 1 && refund.refundStatus <= 5;
  const { claims, money } = await linePools(
    tx,
    line,
    await aftersaleSetting(tx),
    counted ? refund : undefined,
  );
  if (claims.openId !== null && claims.openId !== refund.refundId) return false;
  return refund.applyMoneyFen <= refundCap(money, refund.num);
}
