import { ORDER_LIST_TABS, type OrderListTab, type OrderNum } from '@shop/contracts/order';

/** Orders per page of 我的订单. */
export const ORDER_PAGE_SIZE = 10;

/** The list's place in the URL: `?status=waitpay&page=2`, so reload and back keep it. */
export type OrderListPlace = { tab: OrderListTab; page: number };

const isTab = (value: string | null): value is OrderListTab =>
  (ORDER_LIST_TABS as readonly string[]).includes(value ?? '');

/** The tab and page of `?status=&page=`; anything unknown is the first page of 全部订单. */
export function orderPlaceFromParams(params: URLSearchParams): OrderListPlace {
  const status = params.get('status');
  const raw = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  return { tab: isTab(status) ? status : 'all', page };
}

/** The search params of a place, leaving out the defaults (全部订单, page 1). */
export function orderPlaceParams({ tab, page }: OrderListPlace): Record<string, string> {
  const params: Record<string, string> = {};
  if (tab !== 'all') params.status = tab;
  if (page > 1) params.page = String(page);
  return params;
}

/** The count shown on a tab (全部订单 has none); undefined while the counts load. */
export function tabCount(tab: OrderListTab, num: OrderNum | undefined): number | undefined {
  if (tab === 'all' || !num) return undefined;
  return num[tab];
}
