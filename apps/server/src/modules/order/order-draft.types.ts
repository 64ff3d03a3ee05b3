import type { DeliveryType, Invoice, OrderCalculateBodySchema } from '@shop/contracts/order';
import type { OrderTotals, WeighedCoupon } from '@shop/contracts/pricing';
import type { z } from 'zod';
import type { HeldCoupon } from '../coupon';
import type { AddressRow } from '../member';
import type { BasketRow, CouponMode, ShopManjian } from '../pricing';

export type { CouponMode };

/** A coupon the member holds, weighed against one shop's order. */
export type CouponChoice = WeighedCoupon<HeldCoupon>;

/** The request as the schema parsed it (defaults applied). */
export type OrderSourceBody = z.output<typeof OrderCalculateBodySchema>;

/** What the order is made of. */
export type OrderSource =
  | { kind: 'cart'; cartIds: number[] }
  | { kind: 'sku'; skuId: number; num: number }
  | { kind: 'bundle'; blId: number; num: number }
  | { kind: 'groupbuy'; groupbuyId: number; skuId: number | null; num: number }
  | { kind: 'topic'; topicGoodsId: number; num: number };

export type ShopDraft = {
  siteId: number;
  shopName: string;
  deliveryTypes: DeliveryType[];
  deliveryType: DeliveryType;
  /** The pickup store of a 门店自提 order (issue 17), else null. */
  storeId: number | null;
  rows: BasketRow[];
  coupons: CouponChoice[];
  coupon: CouponChoice | null;
  /** The shop's running full reduction (满减), applied in `totals`. */
  manjian: ShopManjian | null;
  buyerMessage: string;
  totals: OrderTotals;
};

/** A priced checkout: the orders to create and the stock they take. */
export type OrderDraft = {
  source: OrderSource;
  address: AddressRow | null;
  shops: ShopDraft[];
  invoice: Invoice | null;
  account: {
    balanceFen: number;
    creditLimitFen: number;
    creditUsedFen: number;
    hasPayPassword: boolean;
  };
  /** Promotional units taken from promotions keeping their own stock, by promotion_goods id. */
  promotionStock: Map<number, { num: number; name: string }>;
};
