import { describe, expect, it } from 'vitest';
import { billMonthOf, creditStatement } from './credit-statement';

describe('credit statement (issue 16 rule)', () => {
  it.each([
    ['2026-03-04', 5, '2026-02'],
    ['2026-03-05', 5, '2026-03'],
    ['2026-01-01', 1, '2026-01'],
    ['2026-01-03', 5, '2025-12'],
  ])('day %s with settlement day %i is in bill %s', (day, settle, month) => {
    expect(billMonthOf(day, settle)).toBe(month);
  });

  const opts = { settleDay: 1, dueDays: 15, count: 3 };

  it('repayments pay the oldest usage first; statuses follow the dates', () => {
    // Jan used 1000.00, Feb used 500.00, Mar repaid 1200.00: Jan settled, Feb 300.00 left.
    const bills = creditStatement(
      [
        { month: '2026-01', usedFen: 100_000, returnedFen: 0 },
        { month: '2026-02', usedFen: 50_000, returnedFen: 0 },
        { month: '2026-03', usedFen: 0, returnedFen: 120_000 },
      ],
      { ...opts, today: '2026-03-10' },
    );
    expect(bills.map((b) => [b.month, b.usedFen, b.repaidFen, b.dueFen, b.status])).toEqual([
      ['2026-03', 0, 0, 0, 'open'],
      ['2026-02', 50_000, 20_000, 30_000, 'due'],
      ['2026-01', 100_000, 100_000, 0, 'settled'],
    ]);
    expect(bills[1]).toMatchObject({
      periodStart: '2026-02-01',
      periodEnd: '2026-02-28',
      dueDate: '2026-03-15',
    });
  });

  it('a bill unpaid after its due date is overdue; older debts carry into the window', () => {
    const bills = creditStatement(
      [
        { month: '2025-06', usedFen: 9_900, returnedFen: 0 },
        { month: '2026-04', usedFen: 100, returnedFen: 100 },
      ],
      { ...opts, today: '2026-05-20', count: 2 },
    );
    // The June debt takes the April repayment; April stays due and is overdue after 05-15.
    expect(bills.map((b) => [b.month, b.dueFen, b.status])).toEqual([
      ['2026-05', 0, 'open'],
      ['2026-04', 100, 'overdue'],
    ]);
  });

  it('a settlement day of 25 makes periods cross the month end', () => {
    const [bill] = creditStatement([], {
      settleDay: 25,
      dueDays: 10,
      today: '2026-01-10',
      count: 1,
    });
    expect(bill).toMatchObject({
      month: '2025-12',
      periodStart: '2025-12-25',
      periodEnd: '2026-01-24',
      dueDate: '2026-02-03',
      status: 'open',
    });
  });
});
