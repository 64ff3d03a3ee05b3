import { fenToYuan } from '@shop/contracts/money';
import type { ConfirmCoupon, ConfirmLine, OrderConfirm } from '@shop/contracts/order';
import type { OrderTotals } from '@shop/contracts/pricing';
import { toAddress } from '../member';
import { manjianProgressOf } from '../pricing';
import type { BasketRow } from '../pricing';
import type { CouponChoice, OrderDraft, ShopDraft } from './order-draft.types';

/** The confirmation page's wire shape of an order draft (spec §7 ordercreate payment/calculate). */

const sum = (shops: ShopDraft[], pick: (t: OrderTotals) => number) =>
  shops.reduce((a, s) => a + pick(s.totals), 0);

function confirmLine(r: BasketRow, manjianFen: number): ConfirmLine {
  return {
    sku_id: r.skuId,
    goods_id: r.goodsId,
    sku_name: r.skuName,
    sku_image: r.skuImage,
    spec_name: r.specName,
    unit: r.unit,
    num: r.num,
    price: fenToYuan(r.priceFen),
    discount_price: fenToYuan(r.discountPriceFen),
    promotion_type: r.promotionType,
    promotion_label: r.promotionLabel,
    expiry_date: r.expiryDate,
    goods_money: fenToYuan(r.goodsMoneyFen),
    real_goods_money: fenToYuan(r.realGoodsMoneyFen),
    manjian_money: fenToYuan(manjianFen),
    bl_id: r.blId ?? 0,
    bl_name: r.blName,
  };
}

function confirmCoupon(c: CouponChoice): ConfirmCoupon {
  return {
    coupon_id: c.couponId,
    coupon_name: c.couponName,
    type: c.type,
    money: fenToYuan(c.moneyFen),
    discount: c.discount,
    at_least: fenToYuan(c.atLeastFen),
    end_time: c.endAt.getTime(),
    usable: c.usable,
    coupon_money: fenToYuan(c.usable ? c.couponMoneyFen : 0),
  };
}

/** The confirmation page's answer for a draft. */
export function confirmOf(draft: OrderDraft): OrderConfirm {
  const { shops, address, account } = draft;
  return {
    address: address ? toAddress(address) : null,
    shops: shops.map((s) => ({
      site_id: s.siteId,
      shop_name: s.shopName,
      delivery_types: s.deliveryTypes,
      delivery_type: s.deliveryType,
      store_id: s.storeId,
      lines: s.rows.map((r, i) => confirmLine(r, s.totals.lineManjianFen[i] ?? 0)),
      coupons: s.coupons.map(confirmCoupon),
      coupon_id: s.coupon?.couponId ?? 0,
      buyer_message: s.buyerMessage,
      goods_num: s.rows.reduce((a, r) => a + r.num, 0),
      goods_money: fenToYuan(s.totals.goodsMoneyFen),
      promotion_money: fenToYuan(s.totals.promotionMoneyFen),
      manjian:
        s.manjian && s.totals.manjian ? manjianProgressOf(s.manjian, s.totals.manjian) : null,
      manjian_money: fenToYuan(s.totals.manjianMoneyFen),
      coupon_money: fenToYuan(s.totals.couponMoneyFen),
      delivery_money: fenToYuan(s.totals.deliveryMoneyFen),
      order_money: fenToYuan(s.totals.orderMoneyFen),
    })),
    invoice: draft.invoice,
    goods_num: shops.reduce((a, s) => a + s.rows.reduce((b, r) => b + r.num, 0), 0),
    goods_money: fenToYuan(sum(shops, (t) => t.goodsMoneyFen)),
    promotion_money: fenToYuan(sum(shops, (t) => t.promotionMoneyFen)),
    manjian_money: fenToYuan(sum(shops, (t) => t.manjianMoneyFen)),
    coupon_money: fenToYuan(sum(shops, (t) => t.couponMoneyFen)),
    delivery_money: fenToYuan(sum(shops, (t) => t.deliveryMoneyFen)),
    order_money: fenToYuan(sum(shops, (t) => t.orderMoneyFen)),
    account: {
      balance: fenToYuan(account.balanceFen),
      credit_limit: fenToYuan(account.creditLimitFen),
      credit_available: fenToYuan(Math.max(0, account.creditLimitFen - account.creditUsedFen)),
      has_pay_password: account.hasPayPassword,
    },
  };
}
