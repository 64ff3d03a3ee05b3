import { baseFen, quantityBounds, unitOf } from '@shop/contracts/pricing';
import type { BundleCartLine, CartLine, GetFreeGoods } from '@shop/contracts/cart';
import { NEAR_EXPIRY_LABEL, PROMOTION_LABELS } from '@shop/contracts/constants';
import { fenToYuan } from '@shop/contracts/money';
import { type Lang, translate } from '../../lib/i18n/translate';
import type { PricedBundleItem, PricedSkuItem } from '../pricing';

/** Cart lines on the wire (spec §3 cart line and bundle line) from the engine's priced items. */

/** spec §5 bounds of a SKU line (wholesale lines may be capped by max_buy). */
export const skuBounds = (line: PricedSkuItem) =>
  quantityBounds({
    kind: line.terms.kind === 'wholesale' ? 'wholesale' : 'sku',
    minBuy: line.minBuy,
    maxBuy: line.maxBuy,
    stock: line.stock,
    numMultiple: line.numMultiple,
  });

const ladderJson = (line: PricedSkuItem, unit: string) =>
  line.ladder.map((s) => ({
    mainRang: s.mainRang,
    rang: s.rang,
    rangPrice: fenToYuan(s.rangPriceFen),
    unit,
  }));

/** spec §3 get_free_goods of an exchange (换购) line. */
function getFreeGoodsOf(line: PricedSkuItem): GetFreeGoods | null {
  const ex = line.exchangeGoods;
  if (line.terms.kind !== 'getfree' || !ex) return null;
  const unit = unitOf(ex.unit, 'exchange');
  const reached = line.priced.exchange;
  const firstPrice = Math.min(line.ladder[0]?.rangPriceFen ?? 0, line.terms.exchangeBasePriceFen);
  return {
    is_ladder: line.ladder.length > 0 ? 1 : 0,
    getFreeGoods: [
      {
        goods_id: ex.goodsId,
        goods: {
          goods_name: ex.goodsName,
          goods_image: ex.skuImage,
          sku_id: ex.skuId,
          price: fenToYuan(line.terms.exchangeBasePriceFen),
          unit,
        },
        num: reached?.num ?? 0,
        count: fenToYuan(reached?.subtotalFen ?? 0),
        price: fenToYuan(reached?.priceFen ?? firstPrice),
        unit,
        ladder_json: ladderJson(line, unit),
      },
    ],
  };
}

/** 'wholesale' for a line its SKU's standing tiers price, '' otherwise (no promotion). */
const standingKind = (line: PricedSkuItem) =>
  line.terms.kind === 'wholesale' ? ('wholesale' as const) : ('' as const);

const reasonText = (lang: Lang, line: { invalidReason: PricedSkuItem['invalidReason'] }) =>
  line.invalidReason ? translate(lang, line.invalidReason.key, line.invalidReason.params) : '';

export function cartLineOf(cartId: number, line: PricedSkuItem, lang: Lang): CartLine {
  const { priced, terms } = line;
  const bounds = skuBounds(line);
  const near = line.nearExpiryDate !== undefined;
  // A near-expiry line (ADR 0029) is priced like a campaign's but keeps the goods' own bounds.
  const seckillLike = !near && (terms.kind === 'seckill' || terms.kind === 'discount');
  // A SKU's standing tiers (ADR 0021) show as the wholesale tiers of a promotion do.
  const kind = line.promotion?.kind ?? standingKind(line);
  return {
    cart_id: cartId,
    site_id: line.siteId,
    shop_name: line.shopName,
    sku_id: line.skuId,
    goods_id: line.goodsId,
    num: line.num,
    stock: line.stock,
    min_buy: line.minBuy,
    max_buy: line.maxBuy,
    price: fenToYuan(priced.basePriceFen),
    discount_price: fenToYuan(priced.discountPriceFen),
    sku_name: line.skuName,
    sku_image: line.skuImage,
    spec_name: line.specName,
    unit: line.unit,
    promotion_label: near ? NEAR_EXPIRY_LABEL : kind ? PROMOTION_LABELS[kind] : '',
    promotion_type: kind,
    near_expiry_date: line.nearExpiryDate ?? null,
    is_member_discount: priced.isMemberPrice ? 1 : 0,
    is_discount: priced.discountNum > 0 && priced.discountPriceFen < priced.basePriceFen ? 1 : 0,
    goods_min: seckillLike ? terms.goodsMin : (line.promotion?.goodsMin ?? 0),
    goods_limit: line.promotion?.goodsLimit ?? 0,
    buyer_limit: line.buyerLimit?.goodsLimit ?? 0,
    buyer_bought: line.buyerLimit?.bought ?? 0,
    num_multiple: seckillLike ? terms.numMultiple : (line.promotion?.numMultiple ?? 1),
    price_json:
      terms.kind === 'wholesale'
        ? terms.tiers.map((t) => ({
            num: t.num,
            limit_num: t.limitNum,
            price: fenToYuan(t.priceFen),
          }))
        : [],
    is_getfree: terms.kind === 'getfree' ? 1 : 0,
    get_free_goods: getFreeGoodsOf(line),
    discount_num: priced.discountNum,
    below_min: priced.belowMinimum,
    goods_money: fenToYuan(priced.goodsMoneyFen),
    promotion_money: fenToYuan(priced.promotionMoneyFen),
    subtotal: fenToYuan(priced.subtotalFen),
    valid: line.valid,
    invalid_reason: reasonText(lang, line),
    num_min: bounds.min,
    num_step: bounds.step,
    num_max: bounds.max,
  };
}

export function bundleLineOf(cartId: number, line: PricedBundleItem, lang: Lang): BundleCartLine {
  return {
    cart_id: cartId,
    site_id: line.siteId,
    shop_name: line.shopName,
    bl_id: line.blId,
    bl_name: line.blName,
    bl_price: fenToYuan(line.blPriceFen),
    num: line.num,
    stock: line.stock,
    bundlingGoods: line.goods.map((g) => ({
      goods_id: g.goodsId,
      sku_id: g.skuId,
      sku_name: g.skuName,
      sku_image: g.skuImage,
      price: fenToYuan(baseFen(g)),
      num: g.numPerSet,
      unit: g.unit,
      stock: g.stock,
    })),
    goods_money: fenToYuan(line.priced.goodsMoneyFen),
    promotion_money: fenToYuan(line.priced.promotionMoneyFen),
    subtotal: fenToYuan(line.priced.subtotalFen),
    valid: line.valid,
    invalid_reason: reasonText(lang, line),
  };
}
