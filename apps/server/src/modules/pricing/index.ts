/**
 * The pricing module's front door (floor 3, see modules/README.md): the one place where money is
 * computed for what a buyer sees and buys, and the one judge of whether a viewer may see a price
 * or buy (sale control). Pure rules live in `@shop/contracts/pricing`; this module owns the
 * promotion terms (promotions, tiers, ladders, bundles, full reductions, their promotional stock;
 * ADR 0020), reads what a buyer already bought, and applies them, campaign buy-now lines included.
 */
export {
  findBundleGoodsRows,
  findBundleRows,
  findRunningBundleIdsOfSku,
  findRunningTermsOfGoods,
  findSkuRows,
  type RunningTermsOfGoodsRow,
  type SkuRow,
} from './line-pricing.repository';
export { priceBundleItems, priceSkuItems, skuFactsOf } from './line-pricing.service';
export {
  campaignRowStatus,
  campaignTermsOf,
  priceCampaignItem,
  type CampaignItem,
} from './campaign-pricing.service';
export { campaignGoodsColumns, type CampaignGoodsRow } from './campaign-terms.repository';
export { skuQuantityRefusal } from './quantity-judge';
export { buyerGradesOf, buyerPairOf, type BuyerGrades } from './buyer-price.service';
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
export { returnPromotionStock, takePromotionStock } from './promotion-stock.repository';
export { boughtKey, boughtPromotionNum } from './promotion-bought.service';
export { exchangeSkuIdOf, exchangeSteps, isPromotionKind, wholesaleTiers } from './promotion-rules';
export { findRunningTerms, type RunningTermsRow } from './promotion-terms.repository';
export { skuPromotionTerms, type SkuPromotionTerms } from './promotion-terms.service';
export { findPromotionWindows } from './promotion-windows.repository';
export {
  PROMOTION_STATUS,
  findOverlappingPromotionSkus,
  findPromotionForUpdate,
  findPromotionGoodsRows,
  insertPromotion,
  lockShopPromotions,
  replacePromotionGoods,
  setPromotionStatus,
  updatePromotion,
  type PromotionGoodsValues,
  type PromotionValues,
} from './promotion-console.repository';
export {
  PROMOTION_WINDOWS_CACHE_KEY,
  listPromotionWindows,
  runningPromotionKinds,
} from './promotion-windows.service';
export { findSaleControlRules, type SaleControlRuleRow } from './sale-control.repository';
export {
  findSaleControlRule,
  saveSaleControlRule,
  type SaleControlRuleInput,
  forgetSaleControlRules,
  removeSaleControlRules,
  setBuyerTypeRules,
  type BuyerTypeRule,
} from './sale-control-write.repository';
export { forgetCategoryScopes } from './licence-gate.service';
export { skuPriceSeenBy } from './shown-price.service';
export {
  getNearExpiryConfig,
  nearExpiryWindow,
  setNearExpiryConfig,
  type NearExpiryWindow,
} from './near-expiry-config';
export {
  nearExpiryShortOf,
  nearStockOf,
  zonePriceFen,
  zonePriceFits,
  type NearStock,
} from './near-expiry.service';
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
