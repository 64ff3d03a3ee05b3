import { staffMay } from '@shop/contracts/staff';
import { describe, expect, it } from 'vitest';
import { dashboardFigures } from './dashboard-links';

describe('dashboardFigures', () => {
  const figures = dashboardFigures('2026-11-26');
  const shownTo = (role: string) =>
    figures.filter((figure) => staffMay(role, figure.permission)).map((figure) => figure.key);

  it('links each figure to its filtered list', () => {
    expect(Object.fromEntries(figures.map((figure) => [figure.key, figure.to]))).toEqual({
      today_orders: '/orders?start_date=2026-11-26&end_date=2026-11-26',
      today_sales: '/orders?start_date=2026-11-26&end_date=2026-11-26',
      vouchers_waiting: '/orders?status=reviewing',
      orders_to_ship: '/orders?status=waitsend',
      licences_waiting: '/members?qualification_status=waiting',
      refunds_waiting: '/refunds?state=todo',
    });
  });

  it.each([
    [
      'admin',
      [
        'today_orders',
        'today_sales',
        'vouchers_waiting',
        'orders_to_ship',
        'licences_waiting',
        'refunds_waiting',
      ],
    ],
    ['operator', ['today_orders', 'today_sales', 'orders_to_ship', 'refunds_waiting']],
    ['finance', ['today_orders', 'today_sales', 'vouchers_waiting']],
    ['member_manager', ['licences_waiting']],
    ['servicer', []],
  ])('shows %s the figures of its work', (role, keys) => {
    expect(shownTo(role)).toEqual(keys);
  });
});
