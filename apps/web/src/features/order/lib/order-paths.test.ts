import { describe, expect, it } from 'vitest';
import { orderDetailPath, orderIdFromParams } from './order-paths';

describe('order paths', () => {
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

  it('links each delivery type to its own detail page (issue 17)', () => {
    expect(orderDetailPath(7, 'store')).toBe('/member/order_detail_pickup?order_id=7');
    expect(orderDetailPath(7, 'local')).toBe('/member/order_detail_local_delivery?order_id=7');
    expect(orderDetailPath(7, 'virtual')).toBe('/member/order_detail_virtual?order_id=7');
    expect(orderDetailPath(7, 'express')).toBe('/member/order_detail?order_id=7');
    expect(orderDetailPath(7)).toBe('/member/order_detail?order_id=7');
  });
});
