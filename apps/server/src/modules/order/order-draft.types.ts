import type { DeliveryType, Invoice, OrderCalculateBodySchema } from '@shop/contracts/order';
import type { OrderTotals } from '@shop/contracts/pricing';
import type { z } from 'zod';
import type { CouponChoice } from '../coupon';
import type { AddressRow } from '../member';
import type { ShopManjian } from '../pricing';

/** The request as the schema parsed it (defaults applied). */
export type OrderSourceBody = z.output<typeof OrderCalculateBodySchema>;

/** What the order is made of. */
export type OrderSource =
  | { kind: 'cart'; cartIds: number[] }
  | { kind: 'sku'; skuId: number; num: number }
  | { kind: 'bundle'; blId: number; num: number }
  | { kind: 'groupbuy'; groupbuyId: number; skuId: number | null; num: number }
  | { kind: 'topic'; topicGoodsId: number; num: number };

/** One future order_goods row. */
export type OrderRow = {
  skuId: number;
  goodsId: number;
  siteId: number;
  goodsName: string;
  skuName: string;
  skuImage: string;
  specName: string;
  unit: string;
  categoryId: number;
  maxBuy: number;
  maxBuyType: number;
  num: number;
  priceFen: number;
  discountPriceFen: number;
  goodsMoneyFen: number;
  realGoodsMoneyFen: number;
  promotionType: string;
  promotionLabel: string;
  promotionId: number | null;
  promotionNum: number;
  blId: number | null;
  blName: string;
};

export type ShopDraft = {
  siteId: number;
  shopName: string;
  deliveryTypes: DeliveryType[];
  deliveryType: DeliveryType;
  rows: OrderRow[];
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

export type CouponMode = 'best' | 'chosen';
