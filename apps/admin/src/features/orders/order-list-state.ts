import {
  CONSOLE_ORDER_SORTS,
  CONSOLE_ORDER_STATES,
  DELIVERY_TYPES,
  PAY_TYPES,
} from '@shop/contracts/order';
import type { ListStateOptions } from '@/components/server-table/list-state';

/**
 * The order list's URL state (issue 15): the filters of `/staff/api/order/lists` under their call
 * names (the dashboard links to `?status=reviewing`, `?status=waitsend` and today's
 * `start_date`/`end_date`), the server's sort allow-list, the search box filling `order_no`.
 */
export const ORDER_LIST: ListStateOptions = {
  filters: ['status', 'start_date', 'end_date', 'buyer', 'pay_type', 'delivery_type', 'site_id'],
  sortFields: CONSOLE_ORDER_SORTS,
  defaultSort: { field: 'create_time', order: 'desc' },
  searchField: 'order_no',
};

export const ORDER_TABS = CONSOLE_ORDER_STATES;
export { DELIVERY_TYPES, PAY_TYPES };

/** The picking list's address for the chosen orders. */
export const pickingPath = (orderIds: readonly (number | string)[]) =>
  `/orders/picking?ids=${orderIds.join(',')}`;

/** The order ids of a picking address (`?ids=1,2`): positive integers, each once, at most 50. */
export function pickingIds(ids: string | null): number[] {
  const out = (ids ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^\d{1,12}$/.test(id))
    .map(Number)
    .filter((id) => id > 0);
  return [...new Set(out)].slice(0, 50);
}
