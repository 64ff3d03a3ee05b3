/** The detail page of one of the member's orders. */
export const orderDetailPath = (orderId: number) => `/member/order_detail?order_id=${orderId}`;

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
