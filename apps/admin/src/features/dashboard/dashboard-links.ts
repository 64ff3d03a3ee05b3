import type { StaffPermission } from '@shop/contracts/staff';

/** A figure of the dashboard: the permission that shows it and the filtered list it opens. */
export type DashboardFigure = {
  key:
    | 'today_orders'
    | 'today_sales'
    | 'vouchers_waiting'
    | 'orders_to_ship'
    | 'licences_waiting'
    | 'refunds_waiting';
  permission: StaffPermission;
  to: string;
};

/**
 * The dashboard's figures (issue 15: today's orders and sales, and what waits for staff), each
 * linking to the list it counts, filtered as the list's URL state reads it: today's orders by
 * `start_date`/`end_date` (China day), vouchers by `status=reviewing`, orders to ship by
 * `status=waitsend`, licences by `qualification_status=waiting`, refunds waiting for the shop
 * (issue 17) by `state=todo`.
 */
export function dashboardFigures(today: string): DashboardFigure[] {
  const todayOrders = `/orders?${new URLSearchParams({ start_date: today, end_date: today })}`;
  return [
    { key: 'today_orders', permission: 'order.read', to: todayOrders },
    { key: 'today_sales', permission: 'order.read', to: todayOrders },
    { key: 'vouchers_waiting', permission: 'payment.review', to: '/orders?status=reviewing' },
    { key: 'orders_to_ship', permission: 'order.fulfil', to: '/orders?status=waitsend' },
    {
      key: 'licences_waiting',
      permission: 'member.manage',
      to: '/members?qualification_status=waiting',
    },
    { key: 'refunds_waiting', permission: 'refund.review', to: '/refunds?state=todo' },
  ];
}
