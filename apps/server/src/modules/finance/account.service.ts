import {
  LedgerAccountTypeSchema,
  LedgerFromTypeSchema,
  type LedgerPageBodySchema,
  type LedgerRow,
  type MemberAccountInfo,
  type Statement,
} from '@shop/contracts/member';
import type { Page } from '@shop/contracts/common';
import { fenToYuan } from '@shop/contracts/money';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageCount } from '../../lib/paging';
import { findCreditMoves, findLedgerPage } from './account.repository';
import { creditStatement } from './credit-statement';
import { findMemberMoney } from './member-money.repository';
import { getCreditStatementSetting } from './recharge.config';

/* /member/account (issue 16): the member's money, the ledger and the on-account statement. */

const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const chinaToday = (now: Date) =>
  new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

async function moneyOf(db: DbExecutor, memberId: number) {
  const row = await findMemberMoney(db, memberId);
  if (!row) throw new AppError('auth.token_error', {}, -10009);
  return row;
}

export async function getAccountInfo(db: DbExecutor, memberId: number): Promise<MemberAccountInfo> {
  const row = await moneyOf(db, memberId);
  return {
    balance: fenToYuan(row.balanceFen),
    balance_frozen: fenToYuan(row.balanceFrozenFen),
    credit_limit: fenToYuan(row.creditLimitFen),
    credit_used: fenToYuan(row.creditUsedFen),
    credit_available: fenToYuan(Math.max(0, row.creditLimitFen - row.creditUsedFen)),
  };
}

export async function getLedgerPage(
  db: DbExecutor,
  memberId: number,
  body: z.output<typeof LedgerPageBodySchema>,
): Promise<Page<LedgerRow>> {
  const { rows, total } = await findLedgerPage(db, memberId, {
    page: body.page,
    page_size: body.page_size,
    accountType: body.account_type,
    fromType: body.from_type,
    from: body.start_date ? dayStart(body.start_date) : undefined,
    before: body.end_date ? new Date(dayStart(body.end_date).getTime() + 86_400_000) : undefined,
  });
  const list = rows
    .map((r) => ({ ...r, known: LedgerFromTypeSchema.safeParse(r.fromType) }))
    .map((r): LedgerRow => ({
      id: r.id,
      account_type: LedgerAccountTypeSchema.catch('balance').parse(r.accountType),
      from_type: r.known.success ? r.known.data : 'other',
      amount: fenToYuan(r.amountFen),
      remark: r.remark,
      link:
        r.linkKind === 'order' || r.linkKind === 'refund'
          ? { kind: r.linkKind, id: r.linkId, no: r.linkNo }
          : null,
      create_time: r.createdAt.getTime(),
    }));
  return { count: total, page_count: pageCount(total, body), list };
}

/** The last `months` bills of the on-account statement (rule in credit-statement.ts); `total_due` sums the closed ones shown. */
export async function getStatement(
  db: DbExecutor,
  memberId: number,
  months: number,
  now = new Date(),
): Promise<Statement> {
  const [row, setting] = await Promise.all([moneyOf(db, memberId), getCreditStatementSetting(db)]);
  const moves = await findCreditMoves(db, memberId, setting.settle_day);
  const bills = creditStatement(moves, {
    settleDay: setting.settle_day,
    dueDays: setting.due_days,
    today: chinaToday(now),
    count: months,
  });
  const totalDue = bills.filter((b) => b.status !== 'open').reduce((sum, b) => sum + b.dueFen, 0);
  return {
    settle_day: setting.settle_day,
    due_days: setting.due_days,
    credit_limit: fenToYuan(row.creditLimitFen),
    credit_used: fenToYuan(row.creditUsedFen),
    total_due: fenToYuan(totalDue),
    bills: bills.map((b) => ({
      month: b.month,
      period_start: b.periodStart,
      period_end: b.periodEnd,
      due_date: b.dueDate,
      used: fenToYuan(b.usedFen),
      repaid: fenToYuan(b.repaidFen),
      due: fenToYuan(b.dueFen),
      status: b.status,
    })),
  };
}
