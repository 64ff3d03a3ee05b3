import {
  pickPromotion,
  priceBundleLine,
  priceSkuLine,
  unitOf,
  type LineTerms,
} from '@shop/contracts/pricing';
import { buyerGradesOf, buyerPairOf, type BuyerGrades } from './buyer-price.service';
import type { DbExecutor } from '../../db/client';
import type { Refusal } from '../../lib/i18n/translate';
import { skuQuantityRefusal } from './quantity-judge';
import { saleControlOf, type SaleControlVerdict } from './sale-control.service';
import { viewerOf } from '../auth';
import {
  findBundleGoodsRows,
  findBundleRows,
  findRunningTermsOfGoods,
  findSkuRows,
  type SkuRow,
} from './line-pricing.repository';
import { nearExpiryLine, nearStockOfRows } from './near-expiry-line';
import type { NearStock } from './near-expiry.service';
import { exchangeSkuIdOf, standingTiers } from './promotion-rules';
import { boughtKey, boughtPromotionNum } from './promotion-bought.service';
import {
  candidatesByGoods,
  candidatesFor,
  isBuyerLimited,
  lineTermsOf,
  linePromotionOf,
} from './line-terms';
import type {
  BundleItem,
  PricedBundleItem,
  PricedSkuItem,
  SkuFacts,
  SkuItem,
} from './line-pricing.types';

function factsOf(
  row: SkuRow,
  verdict: SaleControlVerdict | undefined,
  grades: Map<number, BuyerGrades>,
  nearOfGoods: NearStock | undefined,
) {
  const skuStock = Math.max(0, row.stock);
  // ADR 0029: the units in the near-expiry window sell apart, on a line of their own.
  const near =
    nearOfGoods && nearOfGoods.skuId === row.skuId
      ? { ...nearOfGoods, left: Math.min(nearOfGoods.left, skuStock) }
      : null;
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
    stock: skuStock - (near?.left ?? 0),
    near,
    nearExpiryPriceFen: row.nearExpiryPriceFen,
    minBuy: Math.max(1, row.minBuy),
    numMultiple: Math.max(1, row.numMultiple),
    maxBuy: Math.max(0, row.maxBuy),
    maxBuyType: row.maxBuyType,
    priceFen: row.priceFen,
    memberPriceFen: buyerPairOf(row, grades).memberPriceFen,
    standingTiers: standingTiers(row.wholesaleTiers),
    onSale: row.goodsState === 1 && !row.isDelete && row.shopStatus === 1,
    mayBuy: verdict?.is_member_by ?? true,
    notBuyMsg: verdict && !verdict.is_member_by ? verdict.not_buy_msg : '',
    ...(verdict?.licence ? { licence: verdict.licence } : {}),
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
  near: null,
  nearExpiryPriceFen: null,
  minBuy: 1,
  numMultiple: 1,
  maxBuy: 0,
  maxBuyType: 1,
  priceFen: 0,
  memberPriceFen: null,
  standingTiers: [],
  onSale: false,
  mayBuy: false,
  notBuyMsg: '',
});

/**
 * SKU facts for a member: one query for SKUs, goods and shops, one for the member's buyer-type
 * and level prices (ADR 0021), sale control from its cache. The `unit` is the goods' own ('' when
 * missing): apply `unitOf` for the line's kind.
 */
export async function skuFactsOf(
  db: DbExecutor,
  memberId: number,
  skuIds: number[],
  now: Date = new Date(),
): Promise<Map<number, SkuFacts>> {
  const ids = [...new Set(skuIds)];
  if (ids.length === 0) return new Map();
  const rows = await findSkuRows(db, ids);
  const viewer = await viewerOf(db, { memberId });
  const verdicts = await saleControlOf(db, viewer!, [...new Set(rows.map((r) => r.goodsId))]);
  const grades = await buyerGradesOf(db, viewer, ids);
  const near = await nearStockOfRows(db, rows, now);
  return new Map(
    rows.map((row) => [
      row.skuId,
      factsOf(row, verdicts.get(row.goodsId), grades, near.get(row.goodsId)),
    ]),
  );
}

/**
 * Prices SKU lines for a member (same order as `items`): the running promotion chosen by priority
 * (spec §4), the member price, the exchange goods of a getfree line; invalid lines say why. A
 * per-buyer limit (goods_limit) counts the units the member already bought at that promotion's
 * price in orders not closed, so only what is left of it is discounted.
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
    now,
  );
  const goodsIds = [...new Set([...facts.values()].map((f) => f.goodsId))];
  const terms = candidatesByGoods(
    goodsIds.length > 0 ? await findRunningTermsOfGoods(db, goodsIds, now) : [],
  );

  const chosen = items.map((item) => {
    const f = facts.get(item.skuId);
    return f && !item.nearExpiry ? pickPromotion(candidatesFor(terms, f.goodsId, f.skuId)) : null;
  });
  // Exchange goods other than the line's own SKU, fetched at once.
  const otherExchangeIds = chosen.flatMap((row, i) => {
    if (row?.kind !== 'getfree') return [];
    const id = exchangeSkuIdOf(row.rules);
    return id !== null && id !== items[i]!.skuId && !facts.has(id) ? [id] : [];
  });
  const exchangeFacts =
    otherExchangeIds.length > 0
      ? await skuFactsOf(db, memberId, otherExchangeIds, now)
      : new Map<number, SkuFacts>();
  // Promotional units the member already holds of the limited promotions: one query, none
  // when no line has a per-buyer limit. Lines of this pricing add to it as they are priced.
  const limitedIds = chosen.filter(isBuyerLimited).map((row) => row.promotionId);
  const bought =
    limitedIds.length > 0
      ? await boughtPromotionNum(db, memberId, limitedIds)
      : new Map<string, number>();

  return items.map((item, i) => {
    const f = facts.get(item.skuId) ?? missingFacts(item.skuId);
    if (item.nearExpiry) return nearExpiryLine(f, item.num);
    const row = chosen[i] ?? null;
    let exchangeGoods: SkuFacts | null = null;
    if (row?.kind === 'getfree') {
      const id = exchangeSkuIdOf(row.rules) ?? item.skuId;
      const ex = facts.get(id) ?? exchangeFacts.get(id);
      if (ex) exchangeGoods = { ...ex, unit: unitOf(ex.unit, 'exchange') };
    }
    const key = row ? boughtKey(row.promotionId, row.goodsId) : '';
    const boughtBefore = bought.get(key) ?? 0;
    const promoted = lineTermsOf(row, exchangeGoods, boughtBefore);
    const effective = promoted.kind === 'none' ? null : row;
    // ADR 0021: the SKU's standing tiers price a line no running promotion prices.
    const lineTerms: LineTerms =
      promoted.kind === 'none' && f.standingTiers.length > 0
        ? { kind: 'wholesale', tiers: f.standingTiers }
        : promoted;
    // Copied with Object.assign, not a spread: properties added to a spread copy later are slow
    // to define (ADR 0011).
    const facts2: SkuFacts = Object.assign({}, f, {
      unit: unitOf(f.unit, lineTerms.kind === 'wholesale' ? 'tiered' : 'general'),
    });
    const priced = priceSkuLine({
      priceFen: f.priceFen,
      memberPriceFen: f.memberPriceFen,
      num: item.num,
      terms: lineTerms,
    });
    if (isBuyerLimited(row)) bought.set(key, (bought.get(key) ?? 0) + priced.discountNum);
    const exchangeNum = priced.exchange?.num ?? 0;
    const sameSku = exchangeGoods?.skuId === item.skuId;
    let invalidReason = skuQuantityRefusal(facts2, item.num, {
      extraSameSku: sameSku ? exchangeNum : 0,
    });
    // An exchange goods of another SKU must itself be buyable.
    if (!invalidReason && exchangeGoods && !sameSku && exchangeNum > 0)
      invalidReason = skuQuantityRefusal(exchangeGoods, exchangeNum);
    return Object.assign(facts2, {
      num: item.num,
      promotion: effective ? linePromotionOf(effective) : null,
      buyerLimit: isBuyerLimited(row) ? { goodsLimit: row.goodsLimit, bought: boughtBefore } : null,
      terms: lineTerms,
      priced,
      exchangeGoods: effective ? exchangeGoods : null,
      ladder: lineTerms.kind === 'getfree' ? lineTerms.steps : [],
      valid: invalidReason === null,
      invalidReason,
    });
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
    now,
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
    let invalidReason: Refusal | null = null;
    if (!b || goods.length === 0) invalidReason = { key: 'cart.bundle_unavailable', params: {} };
    else if (b.kind !== 'bundling' || b.status !== 1 || b.startAt > now || b.endAt <= now)
      invalidReason = { key: 'cart.bundle_ended', params: {} };
    else {
      for (const g of goods) {
        invalidReason = skuQuantityRefusal(g, g.numPerSet * item.num);
        if (invalidReason) break;
      }
      // A bundle's quantity counts sets: short stock says how many sets the goods allow.
      if ((!invalidReason || invalidReason.key === 'cart.num_above_stock') && stock < item.num)
        invalidReason = { key: 'cart.num_above_stock', params: { max: stock, unit: '' } };
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
