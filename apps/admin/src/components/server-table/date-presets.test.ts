import { describe, expect, it } from 'vitest';
import { addDays, datePresets } from './date-presets';

describe('datePresets', () => {
  it('counts back from the shop day, across a month and a year', () => {
    expect(datePresets('2026-03-01')).toEqual([
      { key: 'today', from: '2026-03-01', to: '2026-03-01' },
      { key: 'yesterday', from: '2026-02-28', to: '2026-02-28' },
      { key: 'last7', from: '2026-02-23', to: '2026-03-01' },
      { key: 'last30', from: '2026-01-31', to: '2026-03-01' },
      { key: 'month', from: '2026-03-01', to: '2026-03-01' },
    ]);
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
