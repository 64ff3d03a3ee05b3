import type { GoodsPromotionInfo, LadderStep, PriceTier } from '@shop/contracts/catalogue';
import { fenToYuan } from '@shop/contracts/money';
import { PROMOTION_KINDS, type PromotionKind } from '@shop/contracts/promotion';
import type { DbExecutor } from '../../db/client';
import type { WholesaleTier } from '@shop/contracts/pricing';
import { exchangeSteps, isPromotionKind, standingTiers, wholesaleTiers } from './promotion-rules';
import { findRunningTerms, type RunningTermsRow } from './promotion-terms.repository';

const priceTiers = (raw: unknown): PriceTier[] =>
  wholesaleTiers(raw).map((t) => ({
    num: t.num,
    limit_num: t.limitNum,
    price: fenToYuan(t.priceFen),
  }));

const ladderSteps = (rules: unknown): LadderStep[] =>
  exchangeSteps(rules).map((s) => ({
    mainRang: s.mainRang,
    rang: s.rang,
    rangPrice: fenToYuan(s.rangPriceFen),
  }));

function toInfo(row: RunningTermsRow & { kind: PromotionKind }): GoodsPromotionInfo {
  const ladder = ladderSteps(row.rules);
  return {
    promotion_id: row.promotionId,
    kind: row.kind,
    name: row.name,
    start_time: row.startAt.getTime(),
    end_time: row.endAt.getTime(),
    promotion_price:
      // A bundle's goods are not sold alone at the bundle's share: its price is the bundle's.
      row.priceFen === null || (row.kind !== 'seckill' && row.kind !== 'discount')
        ? null
        : fenToYuan(row.priceFen),
    goods_min: row.goodsMin,
    goods_limit: row.goodsLimit,
    num_multiple: row.numMultiple,
    price_json: row.kind === 'wholesale' ? priceTiers(row.priceJson) : [],
    is_ladder: ladder.length > 0 ? 1 : 0,
    ladder_json: ladder,
  };
}

export type SkuPromotionTerms = {
  /** Kinds running now for the SKU, in the spec's priority order (§4), each once. */
  labels: PromotionKind[];
  /** Terms of the first of them (spec §3 promotion_info); null when none runs. */
  info: GoodsPromotionInfo | null;
};

/**
 * A SKU's standing tiers (ADR 0021) as the goods page shows wholesale terms: the 阶梯 tag and the
 * tier table, with no name, start or end.
 */
function standingInfo(tiers: WholesaleTier[], numMultiple: number): GoodsPromotionInfo {
  return {
    promotion_id: 0,
    kind: 'wholesale',
    name: '',
    start_time: 0,
    end_time: 0,
    promotion_price: null,
    goods_min: 0,
    goods_limit: 0,
    num_multiple: Math.max(1, numMultiple),
    price_json: tiers.map((t) => ({
      num: t.num,
      limit_num: t.limitNum,
      price: fenToYuan(t.priceFen),
    })),
    is_ladder: 0,
    ladder_json: [],
  };
}

/**
 * The promotions running now for one SKU and the terms of the one with the highest priority
 * (spec §4: exchange, seckill, discount, wholesale, bundle; then the shop's sort, then the one
 * ending first). With no running promotion the SKU's standing tiers (`sku.standing`, ADR 0021)
 * show as wholesale terms. Callers send it only to members allowed to see the price (spec §6).
 */
export async function skuPromotionTerms(
  db: DbExecutor,
  goodsId: number,
  skuId: number,
  sku: { standing: unknown; numMultiple: number } = { standing: [], numMultiple: 1 },
  now = new Date(),
): Promise<SkuPromotionTerms> {
  const rows = (await findRunningTerms(db, goodsId, skuId, now)).filter(
    (row): row is RunningTermsRow & { kind: PromotionKind } => isPromotionKind(row.kind),
  );
  rows.sort(
    (a, b) =>
      PROMOTION_KINDS.indexOf(a.kind) - PROMOTION_KINDS.indexOf(b.kind) ||
      a.sort - b.sort ||
      a.endAt.getTime() - b.endAt.getTime() ||
      a.promotionId - b.promotionId,
  );
  const first = rows[0];
  const standing = standingTiers(sku.standing);
  // A bundle is a line of its own: beside one, the standing tiers still price the SKU alone.
  if (standing.length > 0 && (!first || first.kind === 'bundling'))
    return {
      labels: [...new Set<PromotionKind>(['wholesale', ...rows.map((r) => r.kind)])],
      info: standingInfo(standing, sku.numMultiple),
    };
  return {
    labels: [...new Set(rows.map((r) => r.kind))],
    info: first ? toInfo(first) : null,
  };
}
