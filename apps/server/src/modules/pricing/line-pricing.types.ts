import type { LicenceRefusal } from '@shop/contracts/catalogue';
import type {
  PricedBundleLine,
  PricedSkuLine,
  ExchangeStep,
  LineTerms,
  WholesaleTier,
} from '@shop/contracts/pricing';
import type { CampaignKind, PromotionKind } from '@shop/contracts/promotion';
import type { Refusal } from '../../lib/i18n/translate';
import type { NearStock } from './near-expiry.service';

/** What the cart and the checkout know of the lines they price. */

/** `nearExpiry`: a line of the SKU's near-expiry stock (ADR 0029). */
export type SkuItem = { skuId: number; num: number; nearExpiry?: boolean };
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
  /** 倍数 (issue 25): a quantity must be a multiple of it (1 = any). */
  numMultiple: number;
  maxBuy: number;
  maxBuyType: number;
  priceFen: number;
  /**
   * This member's own price (ADR 0021: buyer type's, else level's, else the member price); it
   * applies only when lower than `priceFen` (spec §6).
   */
  memberPriceFen: number | null;
  /**
   * The SKU's near-expiry stock sold apart (ADR 0029), its units left capped by the SKU's stock;
   * `stock` above is then the fresh units only. null: none.
   */
  near: NearStock | null;
  /** The zone's unit price the shop set (ADR 0029); null: the normal price. */
  nearExpiryPriceFen: number | null;
  /** The SKU's standing wholesale tiers (issue 25, ADR 0021), ascending; [] = none. */
  standingTiers: WholesaleTier[];
  /** On the shelf, not deleted, and its shop open. */
  onSale: boolean;
  /** Sale control lets this member buy it. */
  mayBuy: boolean;
  /** The sale-control rule's message when the member may not buy ('' otherwise). */
  notBuyMsg: string;
  /** Set when the member's licences are why it may not be bought (issue 16). */
  licence?: LicenceRefusal;
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

/**
 * The campaign (group buy 团购, topic 专题) a buy-now line is priced by on the campaign's own
 * payment page, instead of a cart promotion.
 */
export type LineCampaign = {
  kind: Exclude<CampaignKind, 'manjian'>;
  label: string;
  promotionId: number;
  promotionGoodsId: number;
  /** Promotional units left of the campaign's own stock; 0 = no cap of its own. */
  stock: number;
};

export type PricedSkuItem = SkuFacts & {
  num: number;
  promotion: LinePromotion | null;
  /** Set on a campaign's buy-now line; `promotion` is then null. */
  campaign?: LineCampaign;
  /** Set on a near-expiry line (ADR 0029): the earliest expiry of the units it buys. */
  nearExpiryDate?: string;
  /**
   * The per-buyer limit of the chosen seckill or discount and what the member already holds at
   * its price (earlier orders not closed, earlier lines); null when the promotion has no limit.
   */
  buyerLimit: { goodsLimit: number; bought: number } | null;
  terms: LineTerms;
  priced: PricedSkuLine;
  /** The exchange (换购) goods of a getfree line (the same SKU unless the rules name another). */
  exchangeGoods: SkuFacts | null;
  ladder: ExchangeStep[];
  valid: boolean;
  invalidReason: Refusal | null;
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
  invalidReason: Refusal | null;
};
