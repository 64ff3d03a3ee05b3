import { describe, expect, it } from 'vitest';
import { BatchNoSchema, ExpiryDateSchema, isCalendarDay } from './annex.schema';

describe('batch fields', () => {
  it('knows the days of the calendar', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2027-04-31')).toBe(false);
    expect(isCalendarDay('2027-13-01')).toBe(false);
    expect(isCalendarDay('2027-6-30')).toBe(false);
  });

  it('takes an expiry date of this century only, as YYYY-MM-DD', () => {
    expect(ExpiryDateSchema.safeParse(' 2027-06-30 ').data).toBe('2027-06-30');
    for (const bad of ['1999-12-31', '2027/06/30', '2027-02-30', ''])
      expect(ExpiryDateSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('takes a batch number as printed: letters and digits, then - / .', () => {
    for (const ok of ['B240301', '20240301', 'H2403-01', 'A1/2.3'])
      expect(BatchNoSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['-B1', 'B 1', 'B1;drop', '批号1', 'X'.repeat(41)])
      expect(BatchNoSchema.safeParse(bad).success, bad).toBe(false);
  });
});
