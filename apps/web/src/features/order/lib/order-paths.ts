/** The detail page of an order of no variant of its own (express delivery, points exchange). */
export const ORDER_DETAIL_PAGE = '/member/order_detail';

/** The detail pages of the delivery types that have their own (issue 17). */
const DETAIL_PAGES: Record<string, string> = {
  store: '/member/order_detail_pickup',
  local: '/member/order_detail_local_delivery',
  virtual: '/member/order_detail_virtual',
};

/** The detail page of an order of `deliveryType` (the plain one when not known). */
export const orderDetailPage = (deliveryType?: string): string =>
  (deliveryType && DETAIL_PAGES[deliveryType]) || ORDER_DETAIL_PAGE;

/**
 * The detail page of one of the member's orders: the page of its delivery type when known, else
 * the plain one (which sends the buyer on to the variant once the order is loaded).
 */
export const orderDetailPath = (orderId: number, deliveryType?: string) =>
  `${orderDetailPage(deliveryType)}?order_id=${orderId}`;

/** The packages of one of the member's shipped orders (spec §2 /member/logistics). */
export const logisticsPath = (orderId: number) => `/member/logistics?order_id=${orderId}`;

/** The list page, optionally at a tab. */
export const ORDER_LIST_PATH = '/member/order_list';

/** The order id of `?order_id=`, or undefined when missing or not a positive integer. */
export function orderIdFromParams(params: URLSearchParams): number | undefined {
  const raw = params.get('order_id') ?? '';
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}
