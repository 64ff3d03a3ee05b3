import { baseFen, type LineTerms } from '@shop/contracts/pricing';
import { PROMOTION_KINDS, type PromotionKind } from '@shop/contracts/promotion';
import { PROMOTION_LABELS } from '@shop/contracts/constants';
import { exchangeSteps, isPromotionKind, wholesaleTiers } from './promotion-rules';
import type { RunningTermsOfGoodsRow } from './line-pricing.repository';
import type { LinePromotion, SkuFacts } from './line-pricing.types';

/**
 * Which running promotion prices a SKU line (spec §4 priority, then the shop's sort, then the one
 * ending first) and the engine terms it gives.
 */

export type Candidate = RunningTermsOfGoodsRow & { kind: PromotionKind };

/** A running promotion row that can price a SKU bought alone (bundles are lines of their own). */
function canPriceAlone(row: RunningTermsOfGoodsRow): row is Candidate {
  if (!isPromotionKind(row.kind) || row.kind === 'bundling') return false;
  // A promotion whose own stock is sold out no longer prices the goods.
  if (row.stock > 0 && row.soldNum >= row.stock) return false;
  if (row.kind === 'seckill' || row.kind === 'discount') return row.priceFen !== null;
  if (row.kind === 'wholesale') return wholesaleTiers(row.priceJson).length > 0;
  return exchangeSteps(row.rules).length > 0;
}

const byPriority = (a: Candidate, b: Candidate) =>
  PROMOTION_KINDS.indexOf(a.kind) - PROMOTION_KINDS.indexOf(b.kind) ||
  a.sort - b.sort ||
  a.endAt.getTime() - b.endAt.getTime() ||
  a.promotionId - b.promotionId ||
  // A row naming the SKU wins over a goods-wide row of the same promotion.
  (a.skuId === null ? 1 : 0) - (b.skuId === null ? 1 : 0);

/** The usable promotion rows per goods, each list in priority order (checked once per row). */
export function candidatesByGoods(rows: RunningTermsOfGoodsRow[]): Map<number, Candidate[]> {
  const byGoods = new Map<number, Candidate[]>();
  for (const row of rows) {
    if (!canPriceAlone(row)) continue;
    const list = byGoods.get(row.goodsId);
    if (list) list.push(row);
    else byGoods.set(row.goodsId, [row]);
  }
  for (const list of byGoods.values()) list.sort(byPriority);
  return byGoods;
}

/** The promotions that may price one SKU of a goods, in priority order. */
export const candidatesFor = (byGoods: Map<number, Candidate[]>, goodsId: number, skuId: number) =>
  (byGoods.get(goodsId) ?? []).filter((row) => row.skuId === null || row.skuId === skuId);

/** A promotion whose per-buyer limit counts earlier orders (seckill and discount lines). */
export const isBuyerLimited = (row: Candidate | null | undefined): row is Candidate =>
  (row?.kind === 'seckill' || row?.kind === 'discount') && row.goodsLimit > 0;

/**
 * The engine terms of the chosen promotion. `bought` is what the member already holds at this
 * promotion's price (orders not closed, earlier lines): a per-buyer limit counts it.
 */
export function lineTermsOf(
  row: Candidate | null,
  exchange: SkuFacts | null,
  bought = 0,
): LineTerms {
  if (!row) return { kind: 'none' };
  if (row.kind === 'seckill' || row.kind === 'discount') {
    // spec §4: beyond goods_limit the excess is at the original price; once earlier orders used
    // the whole limit, so is the whole line.
    const personal = row.goodsLimit > 0 ? row.goodsLimit - bought : 0;
    if (row.goodsLimit > 0 && personal <= 0) return { kind: 'none' };
    // Promotional stock set aside (seckill) caps the discounted units like a limit.
    const left = row.stock - row.soldNum;
    const limit = row.stock > 0 && (personal <= 0 || left < personal) ? left : personal;
    return {
      kind: row.kind,
      priceFen: row.priceFen ?? 0,
      goodsMin: Math.max(1, row.goodsMin),
      goodsLimit: limit,
      numMultiple: Math.max(1, row.numMultiple),
    };
  }
  if (row.kind === 'wholesale') return { kind: 'wholesale', tiers: wholesaleTiers(row.priceJson) };
  if (row.kind === 'getfree' && exchange)
    return {
      kind: 'getfree',
      steps: exchangeSteps(row.rules),
      exchangeBasePriceFen: baseFen(exchange),
    };
  return { kind: 'none' };
}

export function linePromotionOf(row: Candidate): LinePromotion {
  return {
    promotionId: row.promotionId,
    kind: row.kind,
    label: PROMOTION_LABELS[row.kind],
    goodsMin: row.goodsMin,
    goodsLimit: row.goodsLimit,
    numMultiple: row.numMultiple,
    priceJson: wholesaleTiers(row.priceJson),
    stock: row.stock > 0 ? row.stock - row.soldNum : 0,
    promotionGoodsId: row.promotionGoodsId,
  };
}
