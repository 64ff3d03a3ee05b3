import { baseFen, hasMemberPrice } from './member-price';
import type { Fen } from '../money';
import type {
  ExchangeStep,
  LineTerms,
  PricedExchange,
  PricedSkuLine,
  SkuLineInput,
  WholesaleTier,
} from './pricing.types';

type Split = {
  discountPriceFen: Fen;
  discountNum: number;
  belowMinimum: number | null;
  tier: WholesaleTier | null;
};

const NONE = (base: Fen): Split => ({
  discountPriceFen: base,
  discountNum: 0,
  belowMinimum: null,
  tier: null,
});

/** A promotional unit price is never above the full price, nor below zero. */
const promoPrice = (priceFen: Fen, base: Fen): Fen => Math.max(0, Math.min(priceFen, base));

/**
 * spec §4 seckill / discount: below goods_min the whole quantity is at full price. Otherwise the
 * discount price applies; with a limit only quantity up to the limit is discounted (with
 * num_multiple > 1 the largest multiple not above the limit), the remainder at full price.
 * Without a limit and with num_multiple > 1 the remainder of quantity modulo the multiple is at
 * full price.
 */
function splitLimited(
  num: number,
  terms: Extract<LineTerms, { kind: 'seckill' | 'discount' }>,
  base: Fen,
): Split {
  if (num < terms.goodsMin)
    return { discountPriceFen: base, discountNum: 0, belowMinimum: terms.goodsMin, tier: null };
  const multiple = Math.max(1, terms.numMultiple);
  const capped = terms.goodsLimit > 0 ? Math.min(num, terms.goodsLimit) : num;
  const discountNum = Math.floor(capped / multiple) * multiple;
  // No unit discounted (a multiple larger than the quantity or the limit): the line is at full
  // price, and so is its discount price, as documented on PricedSkuLine.
  if (discountNum === 0) return NONE(base);
  return {
    discountPriceFen: promoPrice(terms.priceFen, base),
    discountNum,
    belowMinimum: null,
    tier: null,
  };
}

/**
 * spec §4 wholesale: the highest tier whose num is not above the quantity applies; when that
 * tier's limit_num > 0 the excess over it is at the original price; below the first tier there
 * is no discount.
 */
function splitWholesale(num: number, tiers: readonly WholesaleTier[], base: Fen): Split {
  let tier: WholesaleTier | null = null;
  for (const t of tiers) if (t.num <= num && (!tier || t.num > tier.num)) tier = t;
  if (!tier) return NONE(base);
  const discountNum = tier.limitNum > 0 ? Math.min(num, tier.limitNum) : num;
  return {
    discountPriceFen: promoPrice(tier.priceFen, base),
    discountNum,
    belowMinimum: null,
    tier,
  };
}

/** spec §4 exchange ladders: the last step whose mainRang is met sets exchange quantity and price. */
function exchangeFor(
  num: number,
  steps: readonly ExchangeStep[],
  exchangeBase: Fen,
): PricedExchange | null {
  // Ladders are stored in ascending mainRang, so "the last step met" is the met step with the
  // highest mainRang; taking that (later step on a tie) also holds for a ladder out of order.
  let reached: ExchangeStep | null = null;
  for (const step of steps)
    if (step.mainRang <= num && (!reached || step.mainRang >= reached.mainRang)) reached = step;
  if (!reached || reached.rang <= 0) return null;
  const priceFen = promoPrice(reached.rangPriceFen, exchangeBase);
  return { step: reached, num: reached.rang, priceFen, subtotalFen: priceFen * reached.rang };
}

/**
 * Prices one SKU line. The base ("full") price is the member price when it is lower than the
 * normal price (spec §6); a promotional price is never above it.
 */
export function priceSkuLine(input: SkuLineInput): PricedSkuLine {
  const { num, terms } = input;
  const isMemberPrice = hasMemberPrice(input);
  const base = baseFen(input);
  let split = NONE(base);
  let exchange: PricedExchange | null = null;
  if (terms.kind === 'seckill' || terms.kind === 'discount') split = splitLimited(num, terms, base);
  else if (terms.kind === 'wholesale') split = splitWholesale(num, terms.tiers, base);
  else if (terms.kind === 'getfree')
    exchange = exchangeFor(num, terms.steps, terms.exchangeBasePriceFen);

  const fullNum = num - split.discountNum;
  const mainFen = split.discountNum * split.discountPriceFen + fullNum * base;
  const exchangeFull =
    exchange && terms.kind === 'getfree'
      ? exchange.num * Math.max(terms.exchangeBasePriceFen, exchange.priceFen)
      : 0;
  const goodsMoneyFen = base * num + exchangeFull;
  const subtotalFen = mainFen + (exchange?.subtotalFen ?? 0);
  return {
    kind: terms.kind,
    num,
    basePriceFen: base,
    discountPriceFen: split.discountPriceFen,
    discountNum: split.discountNum,
    fullNum,
    isMemberPrice,
    belowMinimum: split.belowMinimum,
    tier: split.tier,
    exchange,
    goodsMoneyFen,
    subtotalFen,
    promotionMoneyFen: goodsMoneyFen - subtotalFen,
  };
}
