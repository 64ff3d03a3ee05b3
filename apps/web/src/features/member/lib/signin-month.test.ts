import { describe, expect, it } from 'vitest';
import { monthCells, shiftMonth } from './signin-month';

describe('sign-in calendar months', () => {
  it.each([
    ['2026-01', -1, '2025-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-03', 0, '2026-03'],
  ])('shiftMonth(%s, %i) = %s', (month, n, expected) => {
    expect(shiftMonth(month, n)).toBe(expected);
  });

  it('starts on the right weekday and has every day (2026-02: a Sunday, 28 days)', () => {
    const feb = monthCells('2026-02');
    expect(feb[0]).toBe('2026-02-01');
    expect(feb.filter(Boolean)).toHaveLength(28);
    const march = monthCells('2026-03');
    expect(march.indexOf('2026-03-01')).toBe(0);
    const april = monthCells('2026-04');
    expect(april.indexOf('2026-04-01')).toBe(3);
    expect(april.at(-1)).toBe('2026-04-30');
  });
});
