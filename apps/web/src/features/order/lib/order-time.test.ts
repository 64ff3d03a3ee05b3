import { describe, expect, it } from 'vitest';
import { orderIdFromParams } from './order-paths';
import { orderTime } from './order-time';

describe('order times and ids', () => {
  it('shows times in China time whatever the browser zone', () => {
    expect(orderTime(Date.UTC(2026, 10, 21, 16, 5, 9))).toBe('2026-11-22 00:05:09');
    expect(orderTime(Date.UTC(2026, 11, 31, 23, 59, 59))).toBe('2027-01-01 07:59:59');
  });

  it('reads a positive order id from the URL, nothing else', () => {
    const id = (s: string) => orderIdFromParams(new URLSearchParams(s));
    expect(id('order_id=42')).toBe(42);
    expect(id('')).toBeUndefined();
    expect(id('order_id=0')).toBeUndefined();
    expect(id('order_id=-1')).toBeUndefined();
    expect(id('order_id=1e3')).toBeUndefined();
    expect(id('order_id=abc')).toBeUndefined();
    expect(id('order_id=99999999999')).toBeUndefined();
  });
});
