import { NEAR_EXPIRY_LABEL } from '@shop/contracts/constants';
import { baseFen } from '@shop/contracts/pricing';
import type { PricedBundleItem, PricedSkuItem, SkuFacts } from './line-pricing.types';

/**
 * One goods row of a priced basket: what it charges and why. A checkout writes each as an
 * order_goods row; the cart's totals are measured on the same rows.
 */
export type BasketRow = {
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
  /** A near-expiry line's earliest expiry (ADR 0029); null on other rows. */
  expiryDate: string | null;
};

/** What a row charges and why: the fields of a basket row beside the goods' facts. */
type RowCharge = Omit<BasketRow, keyof ReturnType<typeof factsRow>>;

const factsRow = (f: SkuFacts, siteId: number) => ({
  skuId: f.skuId,
  goodsId: f.goodsId,
  siteId,
  goodsName: f.goodsName,
  skuName: f.skuName,
  skuImage: f.skuImage,
  specName: f.specName,
  unit: f.unit,
  categoryId: f.categoryId,
  maxBuy: f.maxBuy,
  maxBuyType: f.maxBuyType,
});

/**
 * A basket row of the goods `f` sold by the shop `siteId`. Assigned, not written as a spread
 * followed by properties: V8 defines each property after a spread on a slow path, which made
 * the rows of a 100-line cart cost over a millisecond (ADR 0011).
 */
const basketRow = (f: SkuFacts, siteId: number, charge: RowCharge): BasketRow =>
  Object.assign(factsRow(f, siteId), charge);

/** The goods rows of a SKU line: the line itself and its exchange goods, if any. */
export function skuRows(item: PricedSkuItem): BasketRow[] {
  const p = item.priced;
  const promoted = p.kind !== 'none' && item.promotion !== null;
  const campaign = p.kind !== 'none' ? item.campaign : undefined;
  const exchange = p.exchange;
  const near = item.nearExpiryDate !== undefined;
  const rows: BasketRow[] = [
    basketRow(item, item.siteId, {
      num: item.num,
      priceFen: p.basePriceFen,
      discountPriceFen: p.discountPriceFen,
      goodsMoneyFen: p.basePriceFen * item.num,
      realGoodsMoneyFen: p.subtotalFen - (exchange?.subtotalFen ?? 0),
      promotionType: near ? 'near_expiry' : campaign ? campaign.kind : promoted ? p.kind : '',
      promotionLabel: near
        ? NEAR_EXPIRY_LABEL
        : campaign
          ? campaign.label
          : promoted
            ? (item.promotion?.label ?? '')
            : '',
      promotionId: campaign
        ? campaign.promotionId
        : promoted
          ? (item.promotion?.promotionId ?? null)
          : null,
      promotionNum: p.discountNum,
      blId: null,
      blName: '',
      expiryDate: near ? item.nearExpiryDate! : null,
    }),
  ];
  if (exchange && exchange.num > 0 && item.exchangeGoods && item.terms.kind === 'getfree') {
    const base = Math.max(item.terms.exchangeBasePriceFen, exchange.priceFen);
    rows.push(
      basketRow(item.exchangeGoods, item.siteId, {
        num: exchange.num,
        priceFen: base,
        discountPriceFen: exchange.priceFen,
        goodsMoneyFen: base * exchange.num,
        realGoodsMoneyFen: exchange.subtotalFen,
        promotionType: 'exchange',
        promotionLabel: item.promotion?.label ?? '',
        promotionId: item.promotion?.promotionId ?? null,
        promotionNum: exchange.num,
        blId: null,
        blName: '',
        expiryDate: null,
      }),
    );
  }
  return rows;
}

/** The goods rows of a bundle line: one per goods, the bundle subtotal split over them. */
export function bundleRows(item: PricedBundleItem): BasketRow[] {
  return item.goods.map((g, i) => {
    const base = baseFen(g);
    const num = g.numPerSet * item.num;
    const real = item.priced.goodsSubtotalsFen[i] ?? 0;
    return basketRow(g, item.siteId, {
      num,
      priceFen: base,
      discountPriceFen: Math.round(real / num),
      goodsMoneyFen: base * num,
      realGoodsMoneyFen: real,
      promotionType: 'bundling',
      promotionLabel: item.blName,
      promotionId: item.promotionId || null,
      promotionNum: 0,
      blId: item.blId,
      blName: item.blName,
      expiryDate: null,
    });
  });
}
