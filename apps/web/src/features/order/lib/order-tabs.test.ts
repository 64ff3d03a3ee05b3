import { describe, expect, it } from 'vitest';
import { orderPlaceFromParams, orderPlaceParams, tabCount } from './order-tabs';

const place = (search: string) => orderPlaceFromParams(new URLSearchParams(search));

describe('the order list tab and page in the URL', () => {
  it('reads ?status= and ?page=', () => {
    expect(place('status=waitpay&page=3')).toEqual({ tab: 'waitpay', page: 3 });
    expect(place('status=waitrate')).toEqual({ tab: 'waitrate', page: 1 });
  });

  it('falls back to 全部订单, page 1, for anything unknown', () => {
    expect(place('')).toEqual({ tab: 'all', page: 1 });
    expect(place('status=WAITPAY&page=0')).toEqual({ tab: 'all', page: 1 });
    expect(place('status=closed&page=-2')).toEqual({ tab: 'all', page: 1 });
    expect(place('page=2.5')).toEqual({ tab: 'all', page: 1 });
    expect(place('page=abc')).toEqual({ tab: 'all', page: 1 });
  });

  it('writes only what differs from the defaults, and reads back the same place', () => {
    expect(orderPlaceParams({ tab: 'all', page: 1 })).toEqual({});
    expect(orderPlaceParams({ tab: 'waitsend', page: 1 })).toEqual({ status: 'waitsend' });
    const written = orderPlaceParams({ tab: 'waitconfirm', page: 4 });
    expect(written).toEqual({ status: 'waitconfirm', page: '4' });
    expect(orderPlaceFromParams(new URLSearchParams(written))).toEqual({
      tab: 'waitconfirm',
      page: 4,
    });
  });

  it('counts each tab but 全部订单, nothing while loading', () => {
    const num = { waitpay: 2, waitsend: 1, waitconfirm: 0, waitrate: 5 };
    expect(tabCount('waitpay', num)).toBe(2);
    expect(tabCount('waitrate', num)).toBe(5);
    expect(tabCount('all', num)).toBeUndefined();
    expect(tabCount('waitpay', undefined)).toBeUndefined();
  });
});
