import type { OrderListTab } from '@shop/contracts/order';

/**
 * Query keys of the buyer's orders. Everything under `['order']` is refreshed after an order
 * changes (closed, paid, received), so the list, the tab counts and the detail agree.
 */
export const orderKeys = {
  all: ['order'] as const,
  list: (tab: OrderListTab, page: number) => ['order', 'list', tab, page] as const,
  num: () => ['order', 'num'] as const,
  detail: (orderId: number) => ['order', 'detail', orderId] as const,
  packages: (orderId: number) => ['order', 'packages', orderId] as const,
  annex: (orderId: number) => ['order', 'annex', orderId] as const,
  evaluate: (orderId: number) => ['order', 'evaluate', orderId] as const,
};

/** The cart's queries (count, lines): refreshed after 再次购买 put goods back in the cart. */
export const CART_QUERY_KEY = ['cart'] as const;
