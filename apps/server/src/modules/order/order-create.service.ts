import { type DeliveryType, type OrderConfirm, DELIVERY_TYPES } from '@shop/contracts/order';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type Lang, translate } from '../../lib/i18n/translate';
import { shippingAddressOf } from '../member';
import {
  type PricedBundleItem,
  type PricedSkuItem,
  type SkuFacts,
  runningManjianByShop,
} from '../pricing';
import { couponsByShop } from '../coupon';
import {
  boughtNumByGoods,
  findMemberAccount,
  findShops,
  type ShopRow,
} from './order-create.repository';
import { confirmOf } from './order-confirm-view';
import { itemsOf, sourceOf } from './order-source';
import { shopTotals } from './order-shop-totals';
import type {
  CouponMode,
  OrderDraft,
  OrderRow,
  OrderSourceBody,
  ShopDraft,
} from './order-draft.types';

const factsRow = (f: SkuFacts) => ({
  skuId: f.skuId,
  goodsId: f.goodsId,
  siteId: f.siteId,
  goodsName: f.goodsName,
  skuName: f.skuName,
  skuImage: f.skuImage,
  specName: f.specName,
  unit: f.unit,
  categoryId: f.categoryId,
  maxBuy: f.maxBuy,
  maxBuyType: f.maxBuyType,
});

/** The order_goods rows of a SKU line: the line itself and its exchange goods, if any. */
function skuRows(item: PricedSkuItem): OrderRow[] {
  const p = item.priced;
  const promoted = p.kind !== 'none' && item.promotion !== null;
  const campaign = p.kind !== 'none' ? item.campaign : undefined;
  const exchange = p.exchange;
  const rows: OrderRow[] = [
    {
      ...factsRow(item),
      num: item.num,
      priceFen: p.basePriceFen,
      discountPriceFen: p.discountPriceFen,
      goodsMoneyFen: p.basePriceFen * item.num,
      realGoodsMoneyFen: p.subtotalFen - (exchange?.subtotalFen ?? 0),
      promotionType: campaign ? campaign.kind : promoted ? p.kind : '',
      promotionLabel: campaign ? campaign.label : promoted ? (item.promotion?.label ?? '') : '',
      promotionId: campaign
        ? campaign.promotionId
        : promoted
          ? (item.promotion?.promotionId ?? null)
          : null,
      promotionNum: p.discountNum,
      blId: null,
      blName: '',
    },
  ];
  if (exchange && exchange.num > 0 && item.exchangeGoods && item.terms.kind === 'getfree') {
    const base = Math.max(item.terms.exchangeBasePriceFen, exchange.priceFen);
    rows.push({
      ...factsRow(item.exchangeGoods),
      siteId: item.siteId,
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
    });
  }
  return rows;
}

/** The order_goods rows of a bundle line: one per goods, the bundle subtotal split over them. */
function bundleRows(item: PricedBundleItem): OrderRow[] {
  return item.goods.map((g, i) => {
    const base =
      g.memberPriceFen !== null && g.memberPriceFen < g.priceFen ? g.memberPriceFen : g.priceFen;
    const num = g.numPerSet * item.num;
    const real = item.priced.goodsSubtotalsFen[i] ?? 0;
    return {
      ...factsRow(g),
      siteId: item.siteId,
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
    };
  });
}

const deliveryTypesOf = (shop: ShopRow): DeliveryType[] => {
  const raw = Array.isArray(shop.deliveryTypes) ? (shop.deliveryTypes as unknown[]) : [];
  const offered = DELIVERY_TYPES.filter((t) => raw.includes(t));
  return offered.length > 0 ? offered : ['express'];
};

/** Express and local delivery cost the shop's freight unless the goods reach its free threshold. */
export function deliveryMoneyFen(
  shop: ShopRow,
  type: DeliveryType,
  goodsAfterPromotionFen: number,
) {
  if (type === 'store') return 0;
  if (shop.freeFreightFen > 0 && goodsAfterPromotionFen >= shop.freeFreightFen) return 0;
  return shop.freightFen;
}

/** Purchase limits: per order (max_buy_type 1) and over all the member's orders not closed (2). */
async function checkPurchaseLimits(db: DbExecutor, memberId: number, rows: OrderRow[]) {
  const limited = new Map<number, { row: OrderRow; num: number }>();
  for (const r of rows) {
    if (r.maxBuy <= 0) continue;
    const seen = limited.get(r.goodsId);
    limited.set(r.goodsId, { row: seen?.row ?? r, num: (seen?.num ?? 0) + r.num });
  }
  const lifetime = [...limited.values()].filter((l) => l.row.maxBuyType === 2);
  const bought = await boughtNumByGoods(
    db,
    memberId,
    lifetime.map((l) => l.row.goodsId),
  );
  for (const { row, num } of limited.values()) {
    const params = { name: row.goodsName, max: row.maxBuy, unit: row.unit };
    if (row.maxBuyType === 2) {
      const before = bought.get(row.goodsId) ?? 0;
      if (before + num > row.maxBuy)
        throw new AppError('order_create.max_buy_total', { ...params, bought: before });
    } else if (num > row.maxBuy) throw new AppError('order_create.max_buy_order', params);
  }
}

/**
 * Prices a checkout for a member: the lines grouped into one order per shop, each with its
 * delivery, coupons and totals. Refuses an invalid line, a foreign id or an unusable choice.
 */
export async function draftOrder(
  db: DbExecutor,
  memberId: number,
  body: OrderSourceBody,
  options: { coupons: CouponMode; lang: Lang; now?: Date },
): Promise<OrderDraft> {
  const now = options.now ?? new Date();
  const source = sourceOf(body);
  const { skus, bundles } = await itemsOf(db, memberId, source, now);
  for (const item of [...skus, ...bundles]) {
    if (item.valid || !item.invalidReason) continue;
    const name = 'goodsName' in item ? item.goodsName || item.skuName : item.blName;
    throw new AppError('order_create.line_invalid', {
      name,
      reason: translate(options.lang, item.invalidReason),
    });
  }

  const rowsBySite = new Map<number, { shopName: string; rows: OrderRow[] }>();
  const addRows = (siteId: number, shopName: string, rows: OrderRow[]) => {
    const entry = rowsBySite.get(siteId) ?? { shopName, rows: [] };
    entry.rows.push(...rows);
    rowsBySite.set(siteId, entry);
  };
  const promotionStock = new Map<number, { num: number; name: string }>();
  for (const item of skus) {
    addRows(item.siteId, item.shopName, skuRows(item));
    const promo = item.campaign ?? item.promotion;
    if (promo && promo.stock > 0 && item.priced.kind !== 'none' && item.priced.discountNum > 0) {
      const seen = promotionStock.get(promo.promotionGoodsId);
      promotionStock.set(promo.promotionGoodsId, {
        num: (seen?.num ?? 0) + item.priced.discountNum,
        name: item.goodsName,
      });
    }
  }
  for (const item of bundles) addRows(item.siteId, item.shopName, bundleRows(item));

  const allRows = [...rowsBySite.values()].flatMap((s) => s.rows);
  await checkPurchaseLimits(db, memberId, allRows);

  const siteIds = [...rowsBySite.keys()];
  const shopRows = await findShops(db, siteIds);
  const held = await couponsByShop(db, memberId, siteIds, now);
  const manjians = await runningManjianByShop(db, siteIds, now);
  const account = await findMemberAccount(db, memberId);
  const shopOf = new Map(shopRows.map((s) => [s.siteId, s]));
  const choiceOf = new Map(body.shops.map((c) => [c.site_id, c]));

  const shops: ShopDraft[] = [];
  for (const [siteId, { shopName, rows }] of rowsBySite) {
    const shop = shopOf.get(siteId);
    if (!shop) throw new AppError('order_create.shop_unavailable');
    const choice = choiceOf.get(siteId);
    const deliveryTypes = deliveryTypesOf(shop);
    const deliveryType = choice?.delivery_type ?? deliveryTypes[0]!;
    if (!deliveryTypes.includes(deliveryType))
      throw new AppError('order_create.delivery_unavailable', { shop: shopName });

    const manjian = manjians.get(siteId) ?? null;
    const { coupons, coupon, totals } = shopTotals(rows, held.get(siteId) ?? [], {
      manjian,
      wanted: choice?.coupon_id,
      mode: options.coupons,
      deliveryMoneyFen: (subtotalFen) => deliveryMoneyFen(shop, deliveryType, subtotalFen),
    });
    shops.push({
      siteId,
      shopName: shop.shopName || shopName,
      deliveryTypes,
      deliveryType,
      rows,
      coupons,
      coupon,
      manjian,
      buyerMessage: choice?.buyer_message ?? '',
      totals,
    });
  }

  const { found, address } = await shippingAddressOf(db, memberId, body.address_id);
  if (!found) throw new AppError('order_create.address_not_found');

  return {
    source,
    address,
    shops,
    invoice: body.invoice,
    account: {
      balanceFen: account?.balanceFen ?? 0,
      creditLimitFen: account?.creditLimitFen ?? 0,
      creditUsedFen: account?.creditUsedFen ?? 0,
      hasPayPassword: (account?.payPasswordHash ?? '') !== '',
    },
    promotionStock,
  };
}

/** `/api/ordercreate/payment` (best coupon by default) and `/calculate` (the coupons chosen). */
export async function confirmOrder(
  db: DbExecutor,
  memberId: number,
  body: OrderSourceBody,
  options: { coupons: CouponMode; lang: Lang },
): Promise<OrderConfirm> {
  return confirmOf(await draftOrder(db, memberId, body, options));
}
