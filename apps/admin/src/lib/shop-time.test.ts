import { describe, expect, it } from 'vitest';
import { shopDate, shopDateTime } from './shop-time';

describe('shop time', () => {
  it('reads a moment in China time, whatever the browser zone', () => {
    // 2026-11-25 16:30 UTC is 2026-11-26 00:30 in China.
    const ms = Date.UTC(2026, 10, 25, 16, 30, 5);
    expect(shopDate(ms)).toBe('2026-11-26');
    expect(shopDateTime(ms)).toBe('2026-11-26 00:30:05');
  });

  it('writes midnight as 00', () => {
    expect(shopDateTime(Date.UTC(2026, 0, 1, 16, 0, 0))).toBe('2026-01-02 00:00:00');
  });
});
