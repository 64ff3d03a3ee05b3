import {
  type ExchangeStep,
  type LineTerms,
  pickPromotion,
  type PricedBundleLine,
  type PricedSkuLine,
  priceBundleLine,
  priceSkuLine,
  unitOf,
} from '@shop/contracts/pricing';
import { PROMOTION_KINDS, type PromotionKind } from '@shop/contracts/promotion';
import { PROMOTION_LABELS } from '@shop/contracts/constants';
import type { DbExecutor } from '../../db/client';
import type { MessageKey } from '../../lib/i18n/translate';
import { saleControlOf } from '../catalogue/sale-control.service';
import { viewerOf } from '../catalogue/viewer';
import {
  findBundleGoodsRows,
  findBundleRows,
  findRunningTermsOfGoods,
  findSkuRows,
  type RunningTermsOfGoodsRow,
  type SkuRow,
} from './line-pricing.repository';
import {
  exchangeSkuIdOf,
  exchangeSteps,
  isPromotionKind,
  wholesaleTiers,
} from '../promotion/promotion-rules';

export type SkuItem = { skuId: number; num: number };
export type BundleItem = { blId: number; num: number };

/** What the cart and checkout need to know of a SKU. */
export type SkuFacts = {
  skuId: number;
  goodsId: number;
  siteId: number;
  shopName: string;
  goodsName: string;
  skuName: string;
  skuImage: string;
  specName: string;
  /** The display unit in priced lines (spec §9 defaults); the goods' own in `skuFactsOf`. */
  unit: string;
  categoryId: number;
  stock: number;
  minBuy: number;
  maxBuy: number;
  maxBuyType: number;
  priceFen: number;
  memberPriceFen: number | null;
  /** On the shelf, not deleted, and its shop open. */
  onSale: boolean;
  /** Sale control lets this member buy it. */
  mayBuy: boolean;
  /** The sale-control rule's message when the member may not buy ('' otherwise). */
  notBuyMsg: string;
};

/** The running promotion a SKU line takes part in (the one `pickPromotion` chose). */
export type LinePromotion = {
  promotionId: number;
  kind: PromotionKind;
  label: string;
  goodsMin: number;
  goodsLimit: number;
  numMultiple: number;
  priceJson: { num: number; limitNum: number; priceFen: number }[];
  /** Promotional units left of the promotion's own stock; 0 = no cap of its own. */
  stock: number;
  promotionGoodsId: number;
};

export type PricedSkuItem = SkuFacts & {
  num: number;
  promotion: LinePromotion | null;
  terms: LineTerms;
  priced: PricedSkuLine;
  /** The exchange (换购) goods of a getfree line (the same SKU unless the rules name another). */
  exchangeGoods: SkuFacts | null;
  ladder: ExchangeStep[];
  valid: boolean;
  invalidReason: MessageKey | null;
};

export type PricedBundleItem = {
  blId: number;
  promotionId: number;
  siteId: number;
  shopName: string;
  blName: string;
  blPriceFen: number;
  num: number;
  /** Sets the goods' stock allows: min over goods of floor(stock / units per set). */
  stock: number;
  goods: (SkuFacts & { numPerSet: number })[];
  priced: PricedBundleLine;
  valid: boolean;
  invalidReason: MessageKey | null;
};

const baseFen = (f: { priceFen: number; memberPriceFen: number | null }) =>
  f.memberPriceFen !== null && f.memberPriceFen < f.priceFen ? f.memberPriceFen : f.priceFen;

type Candidate = RunningTermsOfGoodsRow & { kind: PromotionKind };

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
function candidatesByGoods(rows: RunningTermsOfGoodsRow[]): Map<number, Candidate[]> {
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
const candidatesFor = (byGoods: Map<number, Candidate[]>, goodsId: number, skuId: number) =>
  (byGoods.get(goodsId) ?? []).filter((row) => row.skuId === null || row.skuId === skuId);

function factsOf(row: SkuRow, verdict: { is_member_by: boolean; not_buy_msg: string } | undefined) {
  const facts: SkuFacts = {
    skuId: row.skuId,
    goodsId: row.goodsId,
    siteId: row.siteId,
    shopName: row.shopName,
    goodsName: row.goodsName,
    skuName: row.skuName,
    skuImage: row.skuImage || row.goodsImage,
    specName: row.specName,
    // The goods' own unit ('' when missing); callers apply the default of the line's kind.
    unit: row.unit.trim(),
    categoryId: row.categoryId,
    stock: Math.max(0, row.stock),
    minBuy: Math.max(1, row.minBuy),
    maxBuy: Math.max(0, row.maxBuy),
    maxBuyType: row.maxBuyType,
    priceFen: row.priceFen,
    memberPriceFen: row.memberPriceFen,
    onSale: row.goodsState === 1 && !row.isDelete && row.shopStatus === 1,
    mayBuy: verdict?.is_member_by ?? true,
    notBuyMsg: verdict && !verdict.is_member_by ? verdict.not_buy_msg : '',
  };
  return facts;
}

/** A SKU that no longer exists: kept as an invalid line so the buyer can delete it. */
const missingFacts = (skuId: number): SkuFacts => ({
  skuId,
  goodsId: 0,
  siteId: 0,
  shopName: '',
  goodsName: '',
  skuName: '',
  skuImage: '',
  specName: '',
  unit: unitOf(null, 'general'),
  categoryId: 0,
  stock: 0,
  minBuy: 1,
  maxBuy: 0,
  maxBuyType: 1,
  priceFen: 0,
  memberPriceFen: null,
  onSale: false,
  mayBuy: false,
  notBuyMsg: '',
});

/**
 * SKU facts for a member: one query for SKUs, goods and shops, sale control from its cache. The
 * `unit` is the goods' own ('' when missing): apply `unitOf` for the line's kind.
 */
export async function skuFactsOf(
  db: DbExecutor,
  memberId: number,
  skuIds: number[],
): Promise<Map<number, SkuFacts>> {
  const ids = [...new Set(skuIds)];
  if (ids.length === 0) return new Map();
  const rows = await findSkuRows(db, ids);
  const viewer = await viewerOf(db, { memberId });
  const verdicts = await saleControlOf(db, viewer!, [...new Set(rows.map((r) => r.goodsId))]);
  return new Map(rows.map((row) => [row.skuId, factsOf(row, verdicts.get(row.goodsId))]));
}

function lineTermsOf(row: Candidate | null, exchange: SkuFacts | null): LineTerms {
  if (!row) return { kind: 'none' };
  if (row.kind === 'seckill' || row.kind === 'discount') {
    // Promotional stock set aside (seckill) caps the discounted units like a limit.
    const left = row.stock - row.soldNum;
    const limit =
      row.stock > 0 && (row.goodsLimit <= 0 || left < row.goodsLimit)
        ? left
        : Math.max(0, row.goodsLimit);
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

function linePromotionOf(row: Candidate): LinePromotion {
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

/** Why a SKU line of `num` units (plus `extraSameSku` exchange units of the same SKU) can't be bought. */
export function skuRefusal(facts: SkuFacts, num: number, extraSameSku = 0): MessageKey | null {
  if (facts.goodsId === 0) return 'cart.goods_unavailable';
  if (!facts.onSale) return 'cart.goods_off_sale';
  if (!facts.mayBuy) return 'cart.not_for_sale';
  if (facts.stock <= 0) return 'cart.out_of_stock';
  if (num + extraSameSku > facts.stock) return 'cart.stock_short';
  if (facts.maxBuyType === 1 && facts.maxBuy > 0 && num > facts.maxBuy) return 'cart.above_max_buy';
  return null;
}

/**
 * Prices SKU lines for a member (same order as `items`): the running promotion chosen by priority
 * (spec §4), the member price, the exchange goods of a getfree line; invalid lines say why.
 */
export async function priceSkuItems(
  db: DbExecutor,
  memberId: number,
  items: SkuItem[],
  now: Date = new Date(),
): Promise<PricedSkuItem[]> {
  if (items.length === 0) return [];
  const facts = await skuFactsOf(
    db,
    memberId,
    items.map((i) => i.skuId),
  );
  const goodsIds = [...new Set([...facts.values()].map((f) => f.goodsId))];
  const terms = candidatesByGoods(
    goodsIds.length > 0 ? await findRunningTermsOfGoods(db, goodsIds, now) : [],
  );

  const chosen = items.map((item) => {
    const f = facts.get(item.skuId);
    return f ? pickPromotion(candidatesFor(terms, f.goodsId, f.skuId)) : null;
  });
  // Exchange goods other than the line's own SKU, fetched at once.
  const otherExchangeIds = chosen.flatMap((row, i) => {
    if (row?.kind !== 'getfree') return [];
    const id = exchangeSkuIdOf(row.rules);
    return id !== null && id !== items[i]!.skuId && !facts.has(id) ? [id] : [];
  });
  const exchangeFacts =
    otherExchangeIds.length > 0
      ? await skuFactsOf(db, memberId, otherExchangeIds)
      : new Map<number, SkuFacts>();

  return items.map((item, i) => {
    const f = facts.get(item.skuId) ?? missingFacts(item.skuId);
    const row = chosen[i] ?? null;
    let exchangeGoods: SkuFacts | null = null;
    if (row?.kind === 'getfree') {
      const id = exchangeSkuIdOf(row.rules) ?? item.skuId;
      const ex = facts.get(id) ?? exchangeFacts.get(id);
      if (ex) exchangeGoods = { ...ex, unit: unitOf(ex.unit, 'exchange') };
    }
    const lineTerms = lineTermsOf(row, exchangeGoods);
    const effective = lineTerms.kind === 'none' ? null : row;
    const facts2: SkuFacts = {
      ...f,
      unit: unitOf(f.unit, lineTerms.kind === 'wholesale' ? 'tiered' : 'general'),
    };
    const priced = priceSkuLine({
      priceFen: f.priceFen,
      memberPriceFen: f.memberPriceFen,
      num: item.num,
      terms: lineTerms,
    });
    const exchangeNum = priced.exchange?.num ?? 0;
    const sameSku = exchangeGoods?.skuId === item.skuId;
    let invalidReason = skuRefusal(f, item.num, sameSku ? exchangeNum : 0);
    // An exchange goods of another SKU must itself be buyable.
    if (!invalidReason && exchangeGoods && !sameSku && exchangeNum > 0)
      invalidReason = skuRefusal(exchangeGoods, exchangeNum);
    return {
      ...facts2,
      num: item.num,
      promotion: effective ? linePromotionOf(effective) : null,
      terms: lineTerms,
      priced,
      exchangeGoods: effective ? exchangeGoods : null,
      ladder: lineTerms.kind === 'getfree' ? lineTerms.steps : [],
      valid: invalidReason === null,
      invalidReason,
    };
  });
}

/** Prices bundle lines for a member (same order as `items`); a bundle whose promotion ended is invalid. */
export async function priceBundleItems(
  db: DbExecutor,
  memberId: number,
  items: BundleItem[],
  now: Date = new Date(),
): Promise<PricedBundleItem[]> {
  if (items.length === 0) return [];
  const blIds = [...new Set(items.map((i) => i.blId))];
  // One after the other: `db` may be a transaction (one connection).
  const bundles = await findBundleRows(db, blIds);
  const members = await findBundleGoodsRows(db, blIds);
  const facts = await skuFactsOf(
    db,
    memberId,
    members.map((m) => m.skuId),
  );
  const bundleOf = new Map(bundles.map((b) => [b.blId, b]));
  return items.map((item) => {
    const b = bundleOf.get(item.blId);
    const goods = members
      .filter((m) => m.blId === item.blId)
      .map((m) => {
        const g = facts.get(m.skuId) ?? missingFacts(m.skuId);
        return { ...g, unit: unitOf(g.unit, 'general'), numPerSet: Math.max(1, m.num) };
      });
    const stock =
      goods.length > 0 ? Math.min(...goods.map((g) => Math.floor(g.stock / g.numPerSet))) : 0;
    const priced = priceBundleLine({
      blPriceFen: b?.blPriceFen ?? 0,
      num: item.num,
      goods: goods.map((g) => ({
        priceFen: g.priceFen,
        memberPriceFen: g.memberPriceFen,
        num: g.numPerSet,
      })),
    });
    let invalidReason: MessageKey | null = null;
    if (!b || goods.length === 0) invalidReason = 'cart.bundle_unavailable';
    else if (b.kind !== 'bundling' || b.status !== 1 || b.startAt > now || b.endAt <= now)
      invalidReason = 'cart.bundle_ended';
    else {
      for (const g of goods) {
        invalidReason = skuRefusal(g, g.numPerSet * item.num);
        if (invalidReason) break;
      }
      if (!invalidReason && stock < item.num) invalidReason = 'cart.stock_short';
    }
    return {
      blId: item.blId,
      promotionId: b?.promotionId ?? 0,
      siteId: b?.siteId ?? 0,
      shopName: b?.shopName ?? '',
      blName: b?.blName ?? '',
      blPriceFen: b?.blPriceFen ?? 0,
      num: item.num,
      stock,
      goods,
      priced,
      valid: invalidReason === null,
      invalidReason,
    };
  });
}
