import type {
  ConsoleWithdrawListBodySchema,
  ConsoleWithdrawPage,
  ConsoleWithdrawResult,
} from '@shop/contracts/member';
import { fenToYuan } from '@shop/contracts/money';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageCount, pageWindow } from '../../lib/paging';
import { recordStaffAction, staffShop, type StaffActor } from '../auth';
import { moveWithdraw, releaseWithdrawMoney, toWithdraw } from '../finance';
import { isOwnShop } from './member-console.repository';
import { pageConsoleWithdraws } from './withdraw-console.repository';

/*
 * The console's withdrawal review (issue 16). The balance is the member's across the whole mall
 * (docs/adr/0015-staff-see-members.md), so its withdrawals are paid by the mall: a platform
 * account or the staff of the platform's own shop handle them; another shop's staff are refused.
 * Every change moves the withdrawal only from the state it expects (one conditional update: of
 * two staff acting at once one wins, the other is told it was handled), moves the member's money
 * with a conditional update and a ledger row, and is audited, all in one transaction.
 */

async function assertMallFinance(db: DbExecutor, actor: StaffActor): Promise<void> {
  const shopId = staffShop(actor);
  if (shopId !== null && !(await isOwnShop(db, shopId)))
    throw new AppError('withdraw.platform_only');
}

/** `/staff/api/withdraw/lists`. */
export async function consoleWithdrawList(
  db: DbExecutor,
  actor: StaffActor,
  body: z.output<typeof ConsoleWithdrawListBodySchema>,
): Promise<ConsoleWithdrawPage> {
  await assertMallFinance(db, actor);
  const { total, rows } = await pageConsoleWithdraws(db, body, pageWindow(body));
  return {
    page_count: pageCount(total, body),
    count: total,
    list: rows.map((r) => ({
      ...toWithdraw(r.withdraw),
      member_id: r.withdraw.memberId,
      username: r.username,
      nickname: r.nickname,
      member_balance: fenToYuan(r.balanceFen),
      member_balance_frozen: fenToYuan(r.balanceFrozenFen),
      staff_name: r.staffName ?? '',
    })),
  };
}

type Move = {
  from: readonly number[];
  to: 0 | 1 | 2 | -1;
  action: string;
  /** Where the frozen amount goes: back to the balance, out of the member, or nowhere yet. */
  money: 'to_balance' | 'out' | 'none';
  remark?: string;
};

async function review(
  db: Db,
  actor: StaffActor,
  withdrawId: number,
  move: Move,
): Promise<ConsoleWithdrawResult> {
  await assertMallFinance(db, actor);
  return db.transaction(async (tx) => {
    const now = new Date();
    const moved = await moveWithdraw(tx, withdrawId, move.from, {
      status: move.to,
      staffId: actor.staffId,
      ...(move.to === 1 || move.to === -1 ? { auditTime: now } : {}),
      ...(move.to === -1 ? { rejectReason: move.remark ?? '' } : {}),
      ...(move.to === 2 ? { paidTime: now, paidRemark: move.remark ?? '' } : {}),
    });
    if (moved.kind === 'missing') throw new AppError('withdraw.not_found');
    if (moved.kind === 'handled') throw new AppError('withdraw.handled');
    const { row } = moved;
    if (
      move.money !== 'none' &&
      !(await releaseWithdrawMoney(tx, row, move.money === 'to_balance'))
    )
      throw new AppError('withdraw.frozen_short');
    await recordStaffAction(tx, actor, {
      action: move.action,
      siteId: staffShop(actor) ?? 0,
      targetType: 'member_withdraw',
      targetId: row.withdrawNo,
      before: { status: moved.before, amount_fen: row.amountFen, member_id: row.memberId },
      after: { status: move.to },
      ...(move.remark ? { remark: move.remark } : {}),
    });
    return { withdraw_id: row.withdrawId, status: move.to };
  });
}

/** `/staff/api/withdraw/approve`: waiting review -> approved; the money stays frozen. */
export const approveWithdraw = (db: Db, actor: StaffActor, withdrawId: number) =>
  review(db, actor, withdrawId, { from: [0], to: 1, action: 'withdraw.approve', money: 'none' });

/** `/staff/api/withdraw/reject`: waiting review -> refused; frozen goes back to the balance. */
export const rejectWithdraw = (db: Db, actor: StaffActor, withdrawId: number, reason: string) =>
  review(db, actor, withdrawId, {
    from: [0],
    to: -1,
    action: 'withdraw.reject',
    money: 'to_balance',
    remark: reason,
  });

/** `/staff/api/withdraw/paid`: approved -> paid; the frozen amount leaves the member. */
export const markWithdrawPaid = (db: Db, actor: StaffActor, withdrawId: number, remark: string) =>
  review(db, actor, withdrawId, {
    from: [1],
    to: 2,
    action: 'withdraw.paid',
    money: 'out',
    remark,
  });
