import { describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE, shopDate, shopDateTime, shopDateTimeSeconds, shopDaysBetween } from '.';

/** A moment given as China wall-clock time (UTC+8, no DST). */
const cst = (text: string) => Date.parse(`${text}+08:00`);

describe('shop time', () => {
  it('is China time', () => {
    expect(SHOP_TIME_ZONE).toBe('Asia/Shanghai');
  });

  it('shows China time whatever the browser zone', () => {
    // 16:05:09 UTC is already past midnight in Shanghai.
    const ms = Date.UTC(2026, 10, 21, 16, 5, 9);
    expect(shopDateTimeSeconds(ms)).toBe('2026-11-22 00:05:09');
    expect(shopDateTime(ms)).toBe('2026-11-22 00:05');
    expect(shopDate(ms)).toBe('2026-11-22');
  });

  it('moves a UTC evening to the next day, across a year end', () => {
    const ms = Date.UTC(2026, 11, 31, 23, 59, 59);
    expect(shopDateTimeSeconds(ms)).toBe('2027-01-01 07:59:59');
    expect(shopDateTime(ms)).toBe('2027-01-01 07:59');
    expect(shopDate(ms)).toBe('2027-01-01');
  });

  it('pads every part and keeps midnight as 00', () => {
    expect(shopDateTimeSeconds(cst('2026-01-05T09:07:03'))).toBe('2026-01-05 09:07:03');
    expect(shopDateTime(cst('2026-01-05T09:07:59'))).toBe('2026-01-05 09:07');
    expect(shopDateTimeSeconds(cst('2026-03-01T00:00:00'))).toBe('2026-03-01 00:00:00');
    expect(shopDateTime(Date.UTC(2025, 2, 3, 17, 5))).toBe('2025-03-04 01:05');
  });

  it('changes the day at midnight China time, not UTC midnight', () => {
    expect(shopDate(Date.parse('2026-11-19T15:59:59Z'))).toBe('2026-11-19');
    expect(shopDate(Date.parse('2026-11-19T16:00:00Z'))).toBe('2026-11-20');
    expect(shopDate(Date.parse('2026-11-19T23:30:00Z'))).toBe('2026-11-20');
    expect(shopDate(cst('2027-01-01T00:00:00'))).toBe('2027-01-01');
  });

  it('has no daylight saving time: the same offset in summer and winter', () => {
    expect(shopDateTime(Date.UTC(2026, 6, 1, 12, 0))).toBe('2026-07-01 20:00');
    expect(shopDateTime(Date.UTC(2026, 0, 1, 12, 0))).toBe('2026-01-01 20:00');
  });

  it('counts calendar days in China time between two moments', () => {
    expect(shopDaysBetween(cst('2026-11-20T08:00:00'), cst('2026-11-20T23:59:59'))).toBe(0);
    // Ten minutes apart, across midnight China time: the next day.
    expect(shopDaysBetween(cst('2026-11-20T23:55:00'), cst('2026-11-21T00:05:00'))).toBe(1);
    expect(shopDaysBetween(cst('2026-11-20T00:00:00'), cst('2026-12-20T00:00:00'))).toBe(30);
    // 15:59 and 16:01 UTC fall on two China days.
    expect(shopDaysBetween(Date.UTC(2026, 0, 1, 15, 59), Date.UTC(2026, 0, 1, 16, 1))).toBe(1);
  });
});
