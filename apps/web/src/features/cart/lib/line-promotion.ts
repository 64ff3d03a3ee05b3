import type { CartLadderStep, CartLine } from '@shop/contracts/cart';
import type { PriceTier } from '@shop/contracts/catalogue';
import { yuanToFen } from '@shop/contracts/money';
import { unitOf } from '@shop/contracts/pricing';
import type { PromotionKind } from '@shop/contracts/promotion';
import type { TFunction } from 'i18next';
import { palette } from '@/app/theme';

/** One colour per promotion kind, so the buyer tells them apart at a glance. */
export const PROMOTION_TAG_COLOURS: Record<PromotionKind, string> = {
  seckill: palette.brand,
  discount: palette.orange,
  wholesale: palette.blue,
  bundling: palette.purple,
  getfree: palette.teal,
};

/** The label tag of a line: the server's text, else the kind's label in the page's language. */
export function promotionTag(
  line: Pick<CartLine, 'promotion_type' | 'promotion_label'>,
  t: TFunction,
): { text: string; colour: string } | null {
  const kind = line.promotion_type;
  if (!kind) return null;
  return {
    text: line.promotion_label || t(`cart:promotion.kind.${kind}`),
    colour: PROMOTION_TAG_COLOURS[kind],
  };
}

/**
 * Index of the wholesale tier the quantity reaches: the highest tier whose num is not above the
 * quantity (spec §4); -1 below the first tier.
 */
export function reachedTier(tiers: readonly PriceTier[], num: number): number {
  let reached = -1;
  tiers.forEach((tier, index) => {
    if (tier.num <= num && (reached < 0 || tier.num >= (tiers[reached]?.num ?? 0))) reached = index;
  });
  return reached;
}

/** Index of the exchange ladder step reached: the last step whose mainRang is met (spec §4). */
export function reachedStep(ladder: readonly CartLadderStep[], num: number): number {
  let reached = -1;
  ladder.forEach((step, index) => {
    if (step.mainRang <= num) reached = index;
  });
  return reached;
}

/** How the limits of a seckill / discount line read (spec §5, §9 "无上限"). */
export type LimitPresentation = {
  /** goods_limit in the line's unit, or null for "无上限". */
  limit: number | null;
  /** goods_min when above 1 ("起购 N"), else null. */
  min: number | null;
  /** num_multiple when above 1 ("按 N 的倍数享受优惠"), else null. */
  multiple: number | null;
  /** Set when the quantity is below goods_min: the spec §5 message is shown with this N. */
  belowMin: number | null;
  unit: string;
};

export function limitPresentation(
  line: Pick<CartLine, 'goods_limit' | 'goods_min' | 'num_multiple' | 'below_min' | 'num' | 'unit'>,
): LimitPresentation {
  const below =
    line.below_min ?? (line.goods_min > 1 && line.num < line.goods_min ? line.goods_min : null);
  return {
    limit: line.goods_limit > 0 ? line.goods_limit : null,
    min: line.goods_min > 1 ? line.goods_min : null,
    multiple: line.num_multiple > 1 ? line.num_multiple : null,
    belowMin: below,
    unit: unitOf(line.unit, 'general'),
  };
}

/** Whether a money string is above zero (a saving worth showing). */
export const isPositive = (money: string | undefined) =>
  money !== undefined && yuanToFen(money) > 0;

/**
 * The unit price a line shows first: the promotional one when the line gets a discount, or a
 * near-expiry line's zone price (ADR 0029) when below the normal price.
 */
export function shownPrices(
  line: Pick<
    CartLine,
    'price' | 'discount_price' | 'discount_num' | 'promotion_type' | 'near_expiry_date'
  >,
): { price: string; original: string | null } {
  const discounted =
    line.discount_num > 0 &&
    (line.promotion_type !== '' || line.near_expiry_date !== null) &&
    yuanToFen(line.discount_price) < yuanToFen(line.price);
  return discounted
    ? { price: line.discount_price, original: line.price }
    : { price: line.price, original: null };
}
