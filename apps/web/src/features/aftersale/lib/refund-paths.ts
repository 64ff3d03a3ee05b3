/** The refund form of an order line (spec §2 /member/refund). */
export const refundApplyPath = (orderGoodsId: number) =>
  `/member/refund?order_goods_id=${orderGoodsId}`;

/** One refund's page (spec §2 /member/refund_detail). */
export const refundDetailPath = (refundId: number) => `/member/refund_detail?refund_id=${refundId}`;

/** The complaint to the platform about a refund (spec §2 /member/complain). */
export const complainPath = (refundId: number) => `/member/complain?refund_id=${refundId}`;

/** The after-sales list (spec §2 /member/activist). */
export const ACTIVIST_PATH = '/member/activist';

/** The positive id of `?name=`, or NaN when missing or malformed. */
export function idParam(params: URLSearchParams, name: string): number {
  const raw = params.get(name) ?? '';
  if (!/^\d{1,10}$/.test(raw)) return Number.NaN;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : Number.NaN;
}
