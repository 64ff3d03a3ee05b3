import { describe, expect, it } from 'vitest';
import { orderIdFromParams } from './order-paths';

describe('orderIdFromParams', () => {
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
