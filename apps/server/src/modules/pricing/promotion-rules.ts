import type { ExchangeStep, WholesaleTier } from '@shop/contracts/pricing';
import { PROMOTION_KINDS, type PromotionKind } from '@shop/contracts/promotion';

/**
 * Readers of a promotion's stored terms (`promotion_goods.price_json` and `rules`, JSON written
 * by the shop): malformed entries are dropped, never trusted. Prices stay in fen.
 */

export const isPromotionKind = (kind: string): kind is PromotionKind =>
  (PROMOTION_KINDS as readonly string[]).includes(kind);

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const int = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/** price_json (num, limit_num, price in fen) as engine tiers, ascending by num. */
export function wholesaleTiers(raw: unknown): WholesaleTier[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .flatMap((item) => {
      const t = record(item);
      const num = int(t.num);
      const price = int(t.price);
      if (num === null || price === null || num < 1 || price < 0) return [];
      return [{ num, limitNum: Math.max(0, int(t.limit_num) ?? 0), priceFen: price }];
    })
    .sort((a, b) => a.num - b.num);
}

/**
 * A SKU's standing tiers (`goods_sku.wholesale_tiers`: num, limit_num, price_fen; issue 25) as
 * engine tiers, ascending by num; malformed entries dropped.
 */
export const standingTiers = (raw: unknown): WholesaleTier[] =>
  wholesaleTiers(
    Array.isArray(raw) ? raw.map((t) => ({ ...record(t), price: record(t).price_fen })) : [],
  );

/** rules.ladder_json (mainRang, rang, rangPrice in fen) as engine steps, ascending by mainRang. */
export function exchangeSteps(rules: unknown): ExchangeStep[] {
  const list = record(rules).ladder_json;
  if (!Array.isArray(list)) return [];
  return list
    .flatMap((item) => {
      const s = record(item);
      const mainRang = int(s.mainRang);
      const rang = int(s.rang);
      const rangPrice = int(s.rangPrice);
      if (mainRang === null || rang === null || rangPrice === null || rangPrice < 0) return [];
      return [{ mainRang, rang, rangPriceFen: rangPrice }];
    })
    .sort((a, b) => a.mainRang - b.mainRang);
}

/** rules.exchange_sku_id: the exchange goods when it is not the goods itself. */
export function exchangeSkuIdOf(rules: unknown): number | null {
  const id = int(record(rules).exchange_sku_id);
  return id !== null && id > 0 ? id : null;
}
