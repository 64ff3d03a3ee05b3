import { describe, expect, it } from 'vitest';
import { groupByDay } from './footprint-days';

/** A moment given as Asia/Shanghai wall-clock time (UTC+8, no DST). */
const cst = (text: string) => Date.parse(`${text}+08:00`);
const item = (id: number, text: string) => ({ id, browse_time: cst(text) });

describe('groupByDay', () => {
  const now = cst('2026-11-21T09:00:00');

  it('labels today and yesterday, then dates, keeping the newest-first order', () => {
    const groups = groupByDay(
      [
        item(1, '2026-11-21T08:59:00'),
        item(2, '2026-11-21T00:00:00'),
        item(3, '2026-11-20T23:59:59'),
        item(4, '2026-11-20T00:10:00'),
        item(5, '2026-11-19T18:00:00'),
        item(6, '2026-10-02T12:00:00'),
      ],
      now,
    );
    expect(groups.map((g) => [g.day, g.label, g.items.map((i) => i.id)])).toEqual([
      ['2026-11-21', 'today', [1, 2]],
      ['2026-11-20', 'yesterday', [3, 4]],
      ['2026-11-19', 'date', [5]],
      ['2026-10-02', 'date', [6]],
    ]);
  });

  it('decides today by China time even just after midnight there', () => {
    const justAfterMidnight = cst('2026-11-21T00:05:00'); // 2026-11-20 16:05 UTC
    const groups = groupByDay(
      [item(1, '2026-11-21T00:01:00'), item(2, '2026-11-20T23:00:00')],
      justAfterMidnight,
    );
    expect(groups.map((g) => g.label)).toEqual(['today', 'yesterday']);
  });

  it('handles the year boundary and an empty list', () => {
    const groups = groupByDay(
      [item(1, '2027-01-01T08:00:00'), item(2, '2026-12-31T22:00:00')],
      cst('2027-01-01T10:00:00'),
    );
    expect(groups.map((g) => g.label)).toEqual(['today', 'yesterday']);
    expect(groupByDay([], now)).toEqual([]);
  });

  it('merges items of one day even when not adjacent', () => {
    const groups = groupByDay(
      [
        item(1, '2026-11-18T10:00:00'),
        item(2, '2026-11-17T10:00:00'),
        item(3, '2026-11-18T09:00:00'),
      ],
      now,
    );
    expect(groups.map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      ['2026-11-18', [1, 3]],
      ['2026-11-17', [2]],
    ]);
  });
});
