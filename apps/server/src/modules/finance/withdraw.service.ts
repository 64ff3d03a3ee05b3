import { fenToYuan, yuanToFen } from '@shop/contracts/money';
import {
  WithdrawStatusSchema,
  WithdrawTypeSchema,
  withdrawFee,
  type Withdraw,
  type WithdrawApplyBodySchema,
  type WithdrawApplyResult,
  type WithdrawConfig,
  type WithdrawPage,
  type WithdrawPageBodySchema,
} from '@shop/contracts/member';
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageCount, pageWindow } from '../../lib/paging';
import { checkPayPassword } from '../member';
import { findBankAccount } from './bank-account.repository';
import { insertLedger } from './ledger.repository';
import { findMemberMoney, freezeBalance } from './member-money.repository';
import { getWithdrawSettings } from './withdraw.config';
import {
  countMemberWithdraws,
  findMemberWithdraw,
  insertWithdraw,
  pageMemberWithdraws,
  type WithdrawRow,
} from './withdraw.repository';

/** A withdrawal as the member (and, with more, the console) sees it. */
export const toWithdraw = (row: WithdrawRow): Withdraw => ({
  withdraw_id: row.withdrawId,
  withdraw_no: row.withdrawNo,
  amount: fenToYuan(row.amountFen),
  fee: fenToYuan(row.feeFen),
  net: fenToYuan(row.amountFen - row.feeFen),
  status: WithdrawStatusSchema.catch(0).parse(row.status),
  withdraw_type: WithdrawTypeSchema.catch('bank').parse(row.withdrawType),
  realname: row.realname,
  mobile: row.mobile,
  bank_name: row.bankName,
  branch_name: row.branchName,
  account_number: row.accountNumber,
  reject_reason: row.rejectReason,
  paid_remark: row.paidRemark,
  apply_time: row.createdAt.getTime(),
  audit_time: row.auditTime?.getTime() ?? null,
  paid_time: row.paidTime?.getTime() ?? null,
});

async function memberMoney(db: DbExecutor, memberId: number) {
  const row = await findMemberMoney(db, memberId);
  if (!row) throw new AppError('withdraw.not_found');
  return row;
}

/** `/api/memberwithdraw/config`: the shop's rules and the member's money for the apply page. */
export async function getWithdrawConfig(db: DbExecutor, memberId: number): Promise<WithdrawConfig> {
  const [settings, money] = await Promise.all([getWithdrawSettings(db), memberMoney(db, memberId)]);
  return {
    is_use: settings.is_use,
    min: fenToYuan(settings.min_fen),
    rate_bp: settings.rate_bp,
    transfer_types: settings.transfer_types,
    balance: fenToYuan(money.balanceFen),
    balance_frozen: fenToYuan(money.balanceFrozenFen),
    has_pay_password: money.hasPayPassword,
  };
}

const stamp = (now: Date) =>
  new Date(now.getTime() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);

/** W + the shop time + the member + random digits; the unique index catches a collision. */
const newWithdrawNo = (memberId: number, now: Date) =>
  `W${stamp(now)}${String(memberId).padStart(6, '0').slice(-6)}${String(randomInt(1_000_000)).padStart(6, '0')}`;

/**
 * `/api/memberwithdraw/apply` (issue 16): checks the shop's switch and minimum, the account (the
 * member's own) and the pay password, then in one transaction moves the amount from the balance to
 * the frozen amount with one conditional update, stores the withdrawal (fee by the shop's rate,
 * the account copied in) and writes the ledger row (from_type 'withdraw').
 */
export async function applyWithdraw(
  db: Db,
  memberId: number,
  body: z.output<typeof WithdrawApplyBodySchema>,
): Promise<WithdrawApplyResult> {
  const settings = await getWithdrawSettings(db);
  if (settings.is_use !== 1) throw new AppError('withdraw.closed');
  const amount = yuanToFen(body.amount);
  if (amount < settings.min_fen)
    throw new AppError('withdraw.below_min', { min: fenToYuan(settings.min_fen) });
  const account = await findBankAccount(db, memberId, body.account_id);
  if (!account) throw new AppError('bank_account.not_found');
  if (!(settings.transfer_types as string[]).includes(account.withdrawType))
    throw new AppError('withdraw.type_unavailable');
  await checkPayPassword(db, memberId, body.pay_password);
  return db.transaction(async (tx) => {
    if (!(await freezeBalance(tx, memberId, amount)))
      throw new AppError('withdraw.balance_insufficient');
    const now = new Date();
    const row = await insertWithdraw(tx, {
      withdrawNo: newWithdrawNo(memberId, now),
      memberId,
      amountFen: amount,
      feeFen: withdrawFee(amount, settings.rate_bp),
      withdrawType: account.withdrawType,
      realname: account.realname,
      mobile: account.mobile,
      bankName: account.bankName,
      branchName: account.branchName,
      accountNumber: account.accountNumber,
      createdAt: now,
    });
    await insertLedger(tx, {
      memberId,
      accountType: 'balance',
      amountFen: -amount,
      fromType: 'withdraw',
      relateId: row.withdrawId,
      remark: row.withdrawNo,
    });
    return { withdraw_id: row.withdrawId, withdraw_no: row.withdrawNo };
  });
}

export async function getWithdrawPage(
  db: DbExecutor,
  memberId: number,
  query: z.output<typeof WithdrawPageBodySchema>,
): Promise<WithdrawPage> {
  const [total, rows] = await Promise.all([
    countMemberWithdraws(db, memberId, query.status),
    pageMemberWithdraws(db, memberId, query.status, pageWindow(query)),
  ]);
  return { page_count: pageCount(total, query), count: total, list: rows.map(toWithdraw) };
}

/** The member's withdrawal; another member's id or an unknown one is "not found". */
export async function getWithdraw(db: DbExecutor, memberId: number, id: number): Promise<Withdraw> {
  const row = await findMemberWithdraw(db, memberId, id);
  if (!row) throw new AppError('withdraw.not_found');
  return toWithdraw(row);
}
