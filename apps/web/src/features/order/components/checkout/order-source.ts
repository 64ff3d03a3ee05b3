import { CART_LINES_MAX, CART_NUM_MAX } from '@shop/contracts/cart';

/**
 * What the confirmation page orders: the checked cart lines, or buy-now of one SKU, one bundle,
 * a group buy (optionally one SKU of its goods) or a topic goods. Read from the query
 * (`cart_ids=1,2,3`, `sku_id=&num=`, `bl_id=&num=`, `groupbuy_id=&num=[&sku_id=]`,
 * `topic_goods_id=&num=`).
 */
export type OrderSource =
  | { kind: 'cart'; cart_ids: number[] }
  | { kind: 'sku'; sku_id: number; num: number }
  | { kind: 'bundle'; bl_id: number; num: number }
  | { kind: 'groupbuy'; groupbuy_id: number; sku_id?: number; num: number }
  | { kind: 'topic'; topic_goods_id: number; num: number };

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

/** A group buy (with an optional SKU) or a topic goods of the query, or null when malformed. */
function campaignSourceOf(query: URLSearchParams): OrderSource | null {
  const num = numOf(query.get('num'));
  const groupbuyId = query.get('groupbuy_id');
  if (groupbuyId !== null) {
    const id = idOf(groupbuyId);
    const rawSku = query.get('sku_id');
    const skuId = rawSku === null ? undefined : idOf(rawSku);
    if (!id || !num || skuId === null) return null;
    return { kind: 'groupbuy', groupbuy_id: id, ...(skuId ? { sku_id: skuId } : {}), num };
  }
  const id = idOf(query.get('topic_goods_id'));
  return id && num ? { kind: 'topic', topic_goods_id: id, num } : null;
}

/**
 * The order source of the query, or null when it names none or a malformed one (the page then
 * sends the buyer back to the cart). Cart lines win over buy-now when both are present, and a
 * campaign over a plain SKU (a group buy's `sku_id` picks one SKU of its goods).
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
  if (query.has('groupbuy_id') || query.has('topic_goods_id')) return campaignSourceOf(query);
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

type SourceFields<T> = T extends { kind: string } ? Omit<T, 'kind'> : never;

/** The source fields of an `/api/ordercreate/*` body. */
export function sourceBody(source: OrderSource): SourceFields<OrderSource> {
  const { kind: _kind, ...fields } = source;
  return fields;
}
