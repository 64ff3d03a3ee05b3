import type { BillStatus } from '@shop/contracts/member';

/**
 * The monthly on-account (账期) statement, issue 16. The rule:
 * - The shop sets the settlement day S (1-28) and the days to repay D (setting `credit_statement`).
 * - The bill of month `YYYY-MM` covers the days from S of that month up to (not including) S of
 *   the next month, in China time.
 * - `used` is the credit the member's orders took in that period; credit given back (a repayment,
 *   the refund of an order paid on account) pays the oldest unpaid usage first, whenever it came;
 *   what it paid of a bill is that bill's `repaid`, and `due = used - repaid`.
 * - The bill is to be repaid by `due_date` = the period's last day + D days. Until the period ends
 *   the bill is `open`; then `settled` when nothing is due, `due` until the due date, `overdue` after.
 */

/** The credit taken (`usedFen`) and given back (`returnedFen`) in one bill month. */
export type PeriodMoves = { month: string; usedFen: number; returnedFen: number };

export type BillFigures = {
  month: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  usedFen: number;
  repaidFen: number;
  dueFen: number;
  status: BillStatus;
};

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const monthStart = (month: string, day: number) =>
  Date.UTC(+month.slice(0, 4), +month.slice(5) - 1, day);

/** `YYYY-MM` plus `delta` months. */
export function addMonths(month: string, delta: number): string {
  const d = new Date(monthStart(month, 1));
  d.setUTCMonth(d.getUTCMonth() + delta);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** The bill month a China-time day (`YYYY-MM-DD`) falls in, for settlement day `settleDay`. */
export function billMonthOf(day: string, settleDay: number): string {
  const month = day.slice(0, 7);
  return +day.slice(8) >= settleDay ? month : addMonths(month, -1);
}

/**
 * The last `count` bills up to the one running on `today`, newest first. `moves` may hold any
 * months (older ones matter: their repayments and debts carry forward).
 */
export function creditStatement(
  moves: PeriodMoves[],
  opts: { settleDay: number; dueDays: number; today: string; count: number },
): BillFigures[] {
  const current = billMonthOf(opts.today, opts.settleDay);
  const byMonth = new Map(moves.map((m) => [m.month, m]));
  const first = [...byMonth.keys(), addMonths(current, 1 - opts.count)].sort()[0] ?? current;
  const months: string[] = [];
  for (let m = first; m <= current; m = addMonths(m, 1)) months.push(m);

  let pool = months.reduce((sum, m) => sum + (byMonth.get(m)?.returnedFen ?? 0), 0);
  const bills = months.map((month): BillFigures => {
    const usedFen = byMonth.get(month)?.usedFen ?? 0;
    const repaidFen = Math.min(usedFen, pool);
    pool -= repaidFen;
    const start = monthStart(month, opts.settleDay);
    const last = monthStart(addMonths(month, 1), opts.settleDay) - DAY_MS;
    const dueDate = dayOf(last + opts.dueDays * DAY_MS);
    const dueFen = usedFen - repaidFen;
    const status: BillStatus =
      month === current
        ? 'open'
        : dueFen === 0
          ? 'settled'
          : opts.today > dueDate
            ? 'overdue'
            : 'due';
    return {
      month,
      periodStart: dayOf(start),
      periodEnd: dayOf(last),
      dueDate,
      usedFen,
      repaidFen,
      dueFen,
      status,
    };
  });
  return bills.slice(-opts.count).reverse();
}
