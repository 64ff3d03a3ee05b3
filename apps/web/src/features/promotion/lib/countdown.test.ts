import { describe, expect, it } from 'vitest';
import { countdownTo } from './countdown';

describe('countdownTo', () => {
  const now = Date.UTC(2026, 4, 1, 8, 0, 0);

  it('splits the time left into days and padded hours, minutes, seconds', () => {
    const end = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownTo(end, now)).toEqual({ days: 2, hours: '03', minutes: '04', seconds: '05' });
  });

  it('rounds partial seconds down and shows the last second', () => {
    expect(countdownTo(now + 1999, now)).toEqual({
      days: 0,
      hours: '00',
      minutes: '00',
      seconds: '01',
    });
  });

  it('is null at and after the end', () => {
    expect(countdownTo(now, now)).toBeNull();
    expect(countdownTo(now + 999, now)).toBeNull();
    expect(countdownTo(now - 5000, now)).toBeNull();
  });
});
