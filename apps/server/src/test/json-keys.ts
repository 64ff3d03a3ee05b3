/**
 * Keys that carry prices or member-only marks (spec §6). Tests assert that none of them appears
 * anywhere in what a visitor receives, nor for goods whose price the member may not see.
 */
export const PRICE_KEYS = [
  'price',
  'market_price',
  'member_price',
  'is_jc',
  'traceability_code',
  'attr_country_code',
  'promotion_labels',
  'promotion_info',
  'price_json',
  'bundling_list',
  'bl_price',
] as const;

/** Every key anywhere in a JSON value. */
export function keysOf(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  return into;
}

/** The price keys found anywhere in a JSON value (expect it to equal []). */
export const priceKeysIn = (value: unknown): string[] => {
  const keys = keysOf(value);
  return PRICE_KEYS.filter((k) => keys.has(k));
};
