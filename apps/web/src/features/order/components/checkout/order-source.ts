import { CART_LINES_MAX, CART_NUM_MAX } from '@shop/contracts/cart';

/**
 * What the confirmation page orders: the checked cart lines, or buy-now of one SKU or one bundle.
 * Read from the query (`cart_ids=1,2,3`, `sku_id=&num=`, `bl_id=&num=`).
 */
export type OrderSource =
  | { kind: 'cart'; cart_ids: number[] }
  | { kind: 'sku'; sku_id: number; num: number }
  | { kind: 'bundle'; bl_id: number; num: number };

const ID_MAX = 2_147_483_647;

/** A positive integer id written in decimal, else null. */
function idOf(raw: string | null): number | null {
  if (raw === null || !/^\d{1,10}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n >= 1 && n <= ID_MAX ? n : null;
}

/** Buy-now quantity: 1 when absent, null when not a whole number within the cart's limits. */
function numOf(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return 1;
  if (!/^\d{1,6}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n >= 1 && n <= CART_NUM_MAX ? n : null;
}

/**
 * The order source of the query, or null when it names none or a malformed one (the page then
 * sends the buyer back to the cart). Cart lines win over buy-now when both are present.
 */
export function parseOrderSource(query: URLSearchParams): OrderSource | null {
  const cartIds = query.get('cart_ids');
  if (cartIds !== null) {
    const parts = cartIds.split(',').map((p) => p.trim());
    const ids = parts.map(idOf);
    if (parts.length === 0 || ids.some((id) => id === null)) return null;
    const unique = [...new Set(ids as number[])];
    return unique.length <= CART_LINES_MAX ? { kind: 'cart', cart_ids: unique } : null;
  }
  const skuId = query.get('sku_id');
  if (skuId !== null) {
    const id = idOf(skuId);
    const num = numOf(query.get('num'));
    return id && num ? { kind: 'sku', sku_id: id, num } : null;
  }
  const blId = query.get('bl_id');
  if (blId !== null) {
    const id = idOf(blId);
    const num = numOf(query.get('num'));
    return id && num ? { kind: 'bundle', bl_id: id, num } : null;
  }
  return null;
}

/** The source fields of an `/api/ordercreate/*` body. */
export function sourceBody(
  source: OrderSource,
): { cart_ids: number[] } | { sku_id: number; num: number } | { bl_id: number; num: number } {
  switch (source.kind) {
    case 'cart':
      return { cart_ids: source.cart_ids };
    case 'sku':
      return { sku_id: source.sku_id, num: source.num };
    case 'bundle':
      return { bl_id: source.bl_id, num: source.num };
  }
}
