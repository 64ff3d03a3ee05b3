/**
 * The pricing module's front door (floor 3, see modules/README.md): the one place where money is
 * computed for what a buyer sees and buys, and the one judge of whether a viewer may see a price
 * or buy (sale control). Pure rules live in `@shop/contracts/pricing`; this module reads the terms
 * (promotions, tiers, ladders, full reductions, what a buyer already bought) and applies them.
 */
export {
  findBundleGoodsRows,
  findBundleRows,
  findRunningTermsOfGoods,
  findSkuRows,
  type RunningTermsOfGoodsRow,
  type SkuRow,
} from './line-pricing.repository';
export { priceBundleItems, priceSkuItems, skuFactsOf } from './line-pricing.service';
export { skuQuantityRefusal } from './quantity-judge';
export {
  type BundleItem,
  type LineCampaign,
  type LinePromotion,
  type PricedBundleItem,
  type PricedSkuItem,
  type SkuFacts,
  type SkuItem,
} from './line-pricing.types';
export {
  candidatesByGoods,
  candidatesFor,
  isBuyerLimited,
  linePromotionOf,
  lineTermsOf,
  type Candidate,
} from './line-terms';
export {
  findManjianGoods,
  findRunningManjians,
  type RunningManjianRow,
} from './manjian-terms.repository';
export {
  manjianCovers,
  manjianGoodsTypeOf,
  manjianProgressOf,
  manjianTiersOf,
  runningManjianByShop,
  tierInfoOf,
  type ShopManjian,
} from './manjian-terms.service';
export { findBoughtPromotionNum } from './promotion-bought.repository';
export { boughtKey, boughtPromotionNum } from './promotion-bought.service';
export { exchangeSkuIdOf, exchangeSteps, isPromotionKind, wholesaleTiers } from './promotion-rules';
export { findRunningTerms, type RunningTermsRow } from './promotion-terms.repository';
export { skuPromotionTerms, type SkuPromotionTerms } from './promotion-terms.service';
export { findPromotionWindows } from './promotion-windows.repository';
export {
  PROMOTION_WINDOWS_CACHE_KEY,
  listPromotionWindows,
  runningPromotionKinds,
} from './promotion-windows.service';
export { findSaleControlRules, type SaleControlRuleRow } from './sale-control.repository';
export {
  forgetSaleControlRules,
  removeSaleControlRules,
  setBuyerTypeRules,
  type BuyerTypeRule,
} from './sale-control-write.repository';
export { skuPriceSeenBy } from './shown-price.service';
export {
  FREE_SALE,
  SALE_CONTROL_CACHE_KEY,
  goodsWithHiddenPrice,
  mayViewPrice,
  saleControlOf,
  verdictOf,
  type SaleControlVerdict,
} from './sale-control.service';
export type { BasketRow } from './basket-rows';
export {
  priceBasket,
  priceBasketLines,
  type BasketLines,
  type BasketShop,
} from './price-basket.service';
export type { CouponMode, ShopChoice } from './shop-totals';
