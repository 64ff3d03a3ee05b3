import type { Fen } from '../money';

/** A wholesale tier of spec §3 price_json: from `num` units the unit price is `priceFen`. */
export type WholesaleTier = {
  num: number;
  /** Most units sold at this tier's price; the excess is at the normal price. 0 = no limit. */
  limitNum: number;
  priceFen: Fen;
};

/** An exchange (换购) ladder step of spec §3 get_free_goods.ladder_json. */
export type ExchangeStep = {
  /** Units of the main goods that reach this step. */
  mainRang: number;
  /** Units of the exchange goods the step lets the buyer take. */
  rang: number;
  /** Unit price of the exchange goods at this step. */
  rangPriceFen: Fen;
};

/** The promotion a SKU line takes part in, already chosen by priority (see `pickPromotion`). */
export type LineTerms =
  | { kind: 'none' }
  | {
      kind: 'seckill' | 'discount';
      priceFen: Fen;
      goodsMin: number;
      /** 0 = no limit. */
      goodsLimit: number;
      numMultiple: number;
    }
  | { kind: 'wholesale'; tiers: WholesaleTier[] }
  | {
      kind: 'getfree';
      steps: ExchangeStep[];
      /** The exchange goods' own normal unit price (its full price, for the promotion money). */
      exchangeBasePriceFen: Fen;
    };

export type LineKind = LineTerms['kind'];

/** A cart or order line of one SKU, as the engine needs it. */
export type SkuLineInput = {
  /** The SKU's normal unit price. */
  priceFen: Fen;
  /** The member's price; applies only when lower than `priceFen` (spec §6). */
  memberPriceFen: Fen | null;
  num: number;
  terms: LineTerms;
};

/** The exchange goods an exchange line brings, at the step reached. */
export type PricedExchange = {
  step: ExchangeStep;
  num: number;
  priceFen: Fen;
  subtotalFen: Fen;
};

/**
 * A priced SKU line. `goodsMoneyFen` is the full price of everything the line brings (base price
 * times quantity, plus the exchange goods at their base price); `subtotalFen` what it charges;
 * `promotionMoneyFen` the difference (never negative).
 */
export type PricedSkuLine = {
  kind: LineKind;
  num: number;
  /** Normal unit price after the member price (the "full price"). */
  basePriceFen: Fen;
  /** Unit price of the discounted units (= base price when none are discounted). */
  discountPriceFen: Fen;
  /** Units at `discountPriceFen` and units at `basePriceFen`; they sum to `num`. */
  discountNum: number;
  fullNum: number;
  isMemberPrice: boolean;
  /** Set when the quantity is below the promotion's goods_min (spec §5 message). */
  belowMinimum: number | null;
  /** The wholesale tier reached, if any. */
  tier: WholesaleTier | null;
  exchange: PricedExchange | null;
  goodsMoneyFen: Fen;
  subtotalFen: Fen;
  promotionMoneyFen: Fen;
};

/** A bundle (组合套餐) line: `num` sets at `blPriceFen` each. */
export type BundleLineInput = {
  blPriceFen: Fen;
  num: number;
  /** Each goods of one set: its base unit price and units per set. */
  goods: { priceFen: Fen; memberPriceFen: Fen | null; num: number }[];
};

export type PricedBundleLine = {
  num: number;
  goodsMoneyFen: Fen;
  subtotalFen: Fen;
  promotionMoneyFen: Fen;
  /** The subtotal split over the bundle's goods (largest remainder by their goods money). */
  goodsSubtotalsFen: Fen[];
};

/** An order-level coupon (spec: amount 满减 or discount 折扣 coupons with a threshold). */
export type CouponTerms = {
  type: 'reward' | 'discount';
  moneyFen: Fen;
  /** Percent paid for a discount coupon (95 = 9.5折). */
  discount: number;
  /** Most a discount coupon takes off; 0 = no cap. */
  discountLimitFen: Fen;
  /** Goods money the eligible lines must reach; 0 = none. */
  atLeastFen: Fen;
};

/** A full reduction (满减) tier: from `moneyFen` of eligible goods, `discountMoneyFen` off. */
export type ManjianTier = { moneyFen: Fen; discountMoneyFen: Fen };

/** The full reduction a shop's order reaches. */
export type ManjianReached = {
  /** The highest tier whose threshold the eligible money reaches, or null. */
  tier: ManjianTier | null;
  /** What it takes off (the tier's reduction capped at the eligible money); 0 without a tier. */
  moneyFen: Fen;
  /** The next tier above the money reached, or null at the top. */
  next: ManjianTier | null;
  /** The money of the eligible lines it was measured on. */
  eligibleFen: Fen;
};

/**
 * One line of an order for the totals: what it charges and whether the shop's full reduction and
 * the coupon cover it.
 */
export type OrderLineMoney = {
  goodsMoneyFen: Fen;
  subtotalFen: Fen;
  manjianEligible: boolean;
  couponEligible: boolean;
};

export type OrderTotalsInput = {
  lines: OrderLineMoney[];
  /** The tiers of the shop's running full reduction, or null when none runs. */
  manjian: readonly ManjianTier[] | null;
  coupon: CouponTerms | null;
  deliveryMoneyFen: Fen;
};

/**
 * Totals of one order: order_money = goods_money - promotion_money - manjian_money -
 * coupon_money + delivery_money; the full reduction and the coupon each split over their lines
 * (`lineManjianFen`, `lineCouponFen`, summing to their money).
 */
export type OrderTotals = {
  goodsMoneyFen: Fen;
  promotionMoneyFen: Fen;
  manjianMoneyFen: Fen;
  couponMoneyFen: Fen;
  deliveryMoneyFen: Fen;
  orderMoneyFen: Fen;
  manjian: ManjianReached | null;
  lineManjianFen: Fen[];
  lineCouponFen: Fen[];
  /** False when a coupon was given but its threshold is not reached. */
  couponApplies: boolean;
};

/** Input limits of a cart quantity (spec §5). */
export type QuantityBounds = { min: number; step: number; max: number };
