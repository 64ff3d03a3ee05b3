import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { memberAccount } from './finance.tables';
import { pageWindow, type PageQuery } from '../../lib/paging';
import type { PeriodMoves } from './credit-statement';

/* Reads of the member's money and its ledger (issue 16, /member/account). */

export type LedgerFilter = PageQuery & {
  accountType?: string;
  fromType?: string;
  /** Only rows from / before these moments. */
  from?: Date;
  before?: Date;
};

export async function findLedgerPage(db: DbExecutor, memberId: number, filter: LedgerFilter) {
  const where: SQL[] = [eq(memberAccount.memberId, memberId)];
  if (filter.accountType) where.push(eq(memberAccount.accountType, filter.accountType));
  if (filter.fromType) where.push(eq(memberAccount.fromType, filter.fromType));
  if (filter.from) where.push(gte(memberAccount.createdAt, filter.from));
  if (filter.before) where.push(lt(memberAccount.createdAt, filter.before));
  const { offset, limit } = pageWindow(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(memberAccount)
      .where(and(...where))
      .orderBy(desc(memberAccount.createdAt), desc(memberAccount.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ total: count() })
      .from(memberAccount)
      .where(and(...where)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * The credit ledger summed per bill month (see credit-statement.ts): a period starts on the
 * settlement day, so the China-time moment is shifted back `settleDay - 1` days before truncating.
 */
export async function findCreditMoves(
  db: DbExecutor,
  memberId: number,
  settleDay: number,
): Promise<PeriodMoves[]> {
  const month = sql<string>`to_char(date_trunc('month', (${memberAccount.createdAt} at time zone 'Asia/Shanghai') - make_interval(days => ${settleDay - 1}::int)), 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      used: sql<string>`coalesce(sum(case when ${memberAccount.amountFen} < 0 then -${memberAccount.amountFen} else 0 end), 0)`,
      returned: sql<string>`coalesce(sum(case when ${memberAccount.amountFen} > 0 then ${memberAccount.amountFen} else 0 end), 0)`,
    })
    .from(memberAccount)
    .where(and(eq(memberAccount.memberId, memberId), eq(memberAccount.accountType, 'credit')))
    // By position: the month expression holds a parameter, which PostgreSQL would not match.
    .groupBy(sql`1`);
  return rows.map((r) => ({
    month: r.month,
    usedFen: Number(r.used),
    returnedFen: Number(r.returned),
  }));
}
