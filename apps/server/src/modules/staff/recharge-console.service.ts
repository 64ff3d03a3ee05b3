import {
  RECHARGE_STATUS,
  type ConsoleRechargeDetail,
  type ConsoleRechargeListBodySchema,
  type ConsoleRechargeRow,
} from '@shop/contracts/member';
import type { Page } from '@shop/contracts/common';
import { fenToYuan } from '@shop/contracts/money';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbExecutor, DbTransaction } from '../../db/client';
import { isContention } from '../../db/contention';
import { AppError } from '../../lib/app-error';
import { pageCount } from '../../lib/paging';
import { recordStaffAction, staffShop, type StaffActor } from '../auth';
import {
  lockRecharge,
  markRechargePaid,
  moveRecharge,
  toRechargeRow,
  type RechargeDbRow,
} from '../finance';
import { memberReachOf } from './member-console.service';
import {
  findConsoleRecharge,
  findConsoleRechargePage,
  type ConsoleRechargeDbRow,
} from './recharge-console.repository';

/*
 * Finance's review of recharges paid by bank transfer (issue 16). A recharge of a member out of
 * the staff account's reach is not found (ADR 0015). Confirm and reject each lock the recharge
 * and act only on one waiting review (status 1), so of a confirm and a reject at once one wins
 * and the other is told it was handled; each is audited in its transaction.
 */

const toRow = (row: ConsoleRechargeDbRow): ConsoleRechargeRow => ({
  ...toRechargeRow(row.recharge),
  member_id: row.recharge.memberId,
  username: row.username,
  nickname: row.nickname,
});

export async function consoleRechargePage(
  db: DbExecutor,
  actor: StaffActor,
  body: z.output<typeof ConsoleRechargeListBodySchema>,
): Promise<Page<ConsoleRechargeRow>> {
  const { rows, total } = await findConsoleRechargePage(db, await memberReachOf(db, actor), body);
  return { count: total, page_count: pageCount(total, body), list: rows.map(toRow) };
}

export async function consoleRechargeDetail(
  db: DbExecutor,
  actor: StaffActor,
  rechargeId: number,
): Promise<ConsoleRechargeDetail> {
  const row = await findConsoleRecharge(db, await memberReachOf(db, actor), rechargeId);
  if (!row) throw new AppError('recharge.not_found');
  return {
    ...toRow(row),
    voucher: row.recharge.voucher,
    voucher_time: row.recharge.voucherTime?.getTime() ?? null,
    trade_no: row.recharge.tradeNo,
    staff_id: row.recharge.staffId,
  };
}

/** Locks a recharge within reach that waits review; runs `work` in the same transaction. */
async function review(
  db: Db,
  actor: StaffActor,
  rechargeId: number,
  work: (tx: DbTransaction, locked: RechargeDbRow) => Promise<void>,
): Promise<void> {
  const reach = await memberReachOf(db, actor);
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '3s'`);
      if (!(await findConsoleRecharge(tx, reach, rechargeId)))
        throw new AppError('recharge.not_found');
      const locked = await lockRecharge(tx, { rechargeId });
      if (!locked) throw new AppError('recharge.not_found');
      if (locked.status !== RECHARGE_STATUS.reviewing) throw new AppError('recharge.not_reviewing');
      await work(tx, locked);
    });
  } catch (error) {
    if (isContention(error)) throw new AppError('recharge.busy');
    throw error;
  }
}

const audit = (
  tx: DbTransaction,
  actor: StaffActor,
  locked: RechargeDbRow,
  entry: { action: string; after: Record<string, unknown>; remark?: string },
) =>
  recordStaffAction(tx, actor, {
    ...entry,
    siteId: staffShop(actor) ?? 0,
    targetType: 'member_recharge',
    targetId: locked.rechargeNo,
    before: { status: locked.status, voucher: locked.voucher, amount: fenToYuan(locked.amountFen) },
  });

/** `/staff/api/recharge/confirm`: the transfer arrived; amount and bonus go onto the balance. */
export async function confirmRecharge(
  db: Db,
  actor: StaffActor,
  rechargeId: number,
): Promise<void> {
  await review(db, actor, rechargeId, async (tx, locked) => {
    await markRechargePaid(tx, {
      rechargeNo: locked.rechargeNo,
      payType: 'offline',
      tradeNo: '',
      amountFen: locked.amountFen,
      staffId: actor.staffId,
    });
    await audit(tx, actor, locked, {
      action: 'recharge.confirm',
      after: {
        status: RECHARGE_STATUS.paid,
        member_id: locked.memberId,
        credited: fenToYuan(locked.amountFen + locked.bonusFen),
      },
    });
  });
}

/** `/staff/api/recharge/reject`: refused with the reason; the recharge waits payment again. */
export async function rejectRecharge(
  db: Db,
  actor: StaffActor,
  rechargeId: number,
  reason: string,
): Promise<void> {
  await review(db, actor, rechargeId, async (tx, locked) => {
    const moved = await moveRecharge(tx, locked.rechargeId, [RECHARGE_STATUS.reviewing], {
      status: RECHARGE_STATUS.waiting,
      voucher: '',
      rejectReason: reason,
      staffId: actor.staffId,
    });
    if (!moved) throw new AppError('recharge.not_reviewing');
    await audit(tx, actor, locked, {
      action: 'recharge.reject',
      after: { status: RECHARGE_STATUS.waiting, reject_reason: reason },
      remark: reason,
    });
  });
}
