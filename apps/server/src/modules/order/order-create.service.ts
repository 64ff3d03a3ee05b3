import { type DeliveryType, type OrderConfirm, DELIVERY_TYPES } from '@shop/contracts/order';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type Lang, translate } from '../../lib/i18n/translate';
import { shippingAddressOf } from '../member';
import { priceBasket, type BasketRow, type CouponMode } from '../pricing';
import { couponsByShop, type HeldCoupon } from '../coupon';
import { openStoresByShop, virtualGoodsIds } from '../catalogue';
import { findMemberMoney } from '../finance';
import { boughtNumByGoods, findShops, type ShopRow } from './order-create.repository';
import { confirmOf } from './order-confirm-view';
import { itemsOf, sourceOf } from './order-source';
import type { OrderDraft, OrderSourceBody, ShopDraft } from './order-draft.types';

/** The shop's delivery types; 门店自提 only while it has an open pickup store (issue 17). */
const deliveryTypesOf = (shop: ShopRow, hasStore: boolean): DeliveryType[] => {
  const raw = Array.isArray(shop.deliveryTypes) ? (shop.deliveryTypes as unknown[]) : [];
  const offered = DELIVERY_TYPES.filter((t) => raw.includes(t) && (t !== 'store' || hasStore));
  return offered.length > 0 ? offered : ['express'];
};

/** Express and local delivery cost the shop's freight unless the goods reach its free threshold. */
export function deliveryMoneyFen(
  shop: ShopRow,
  type: DeliveryType,
  goodsAfterPromotionFen: number,
) {
  if (type === 'store' || type === 'virtual') return 0;
  if (shop.freeFreightFen > 0 && goodsAfterPromotionFen >= shop.freeFreightFen) return 0;
  return shop.freightFen;
}

/**
 * The shops whose order is of virtual goods (issue 17): a code verified at a store, no address,
 * no freight. Virtual and physical goods of one shop are refused together: they are ordered
 * separately, as each kind is delivered differently.
 */
async function virtualShopsOf(
  db: DbExecutor,
  items: { siteId: number; goodsIds: number[] }[],
  shopNameOf: (siteId: number) => string,
): Promise<Set<number>> {
  const goodsOf = new Map<number, number[]>();
  for (const item of items)
    goodsOf.set(item.siteId, [...(goodsOf.get(item.siteId) ?? []), ...item.goodsIds]);
  const virtual = await virtualGoodsIds(db, [...new Set(items.flatMap((i) => i.goodsIds))]);
  const shops = new Set<number>();
  for (const [siteId, goodsIds] of goodsOf) {
    const count = goodsIds.filter((id) => virtual.has(id)).length;
    if (count === 0) continue;
    if (count < goodsIds.length)
      throw new AppError('order_create.virtual_mixed', { shop: shopNameOf(siteId) });
    shops.add(siteId);
  }
  return shops;
}

/** Purchase limits: per order (max_buy_type 1) and over all the member's orders not closed (2). */
async function checkPurchaseLimits(db: DbExecutor, memberId: number, rows: BasketRow[]) {
  const limited = new Map<number, { row: BasketRow; num: number }>();
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
      reason: translate(options.lang, item.invalidReason.key, item.invalidReason.params),
    });
  }

  const promotionStock = new Map<number, { num: number; name: string }>();
  for (const item of skus) {
    const promo = item.campaign ?? item.promotion;
    if (promo && promo.stock > 0 && item.priced.kind !== 'none' && item.priced.discountNum > 0) {
      const seen = promotionStock.get(promo.promotionGoodsId);
      promotionStock.set(promo.promotionGoodsId, {
        num: (seen?.num ?? 0) + item.priced.discountNum,
        name: item.goodsName,
      });
    }
  }

  const siteIds = [...new Set([...skus, ...bundles].map((item) => item.siteId))];
  const [shopRows, held, account, stores] = [
    await findShops(db, siteIds),
    await couponsByShop(db, memberId, siteIds, now),
    await findMemberMoney(db, memberId),
    await openStoresByShop(db, siteIds),
  ];
  const shopOf = new Map(shopRows.map((s) => [s.siteId, s]));
  const choiceOf = new Map(body.shops.map((c) => [c.site_id, c]));
  const virtualShops = await virtualShopsOf(
    db,
    [
      ...skus.map((s) => ({ siteId: s.siteId, goodsIds: [s.goodsId] })),
      ...bundles.map((b) => ({ siteId: b.siteId, goodsIds: b.goods.map((g) => g.goodsId) })),
    ],
    (siteId) => shopOf.get(siteId)?.shopName ?? '',
  );
  const deliveryChoice = (siteId: number) => {
    const shop = shopOf.get(siteId);
    if (!shop) throw new AppError('order_create.shop_unavailable');
    if (virtualShops.has(siteId))
      return {
        shop,
        types: ['virtual'] as DeliveryType[],
        type: 'virtual' as const,
        storeId: null,
      };
    const open = stores.get(siteId) ?? [];
    const types = deliveryTypesOf(shop, open.length > 0);
    const type = choiceOf.get(siteId)?.delivery_type ?? types[0]!;
    if (!types.includes(type))
      throw new AppError('order_create.delivery_unavailable', { shop: shop.shopName });
    if (type !== 'store') return { shop, types, type, storeId: null };
    // The store chosen must be one of the shop's open stores; none chosen: its first.
    const wanted = choiceOf.get(siteId)?.store_id ?? open[0]!.storeId;
    if (!open.some((s) => s.storeId === wanted))
      throw new AppError('order_create.store_unavailable', { shop: shop.shopName });
    return { shop, types, type, storeId: wanted };
  };
  const deliveries = new Map(siteIds.map((siteId) => [siteId, deliveryChoice(siteId)] as const));
  const deliveryOf = (siteId: number) => deliveries.get(siteId)!;

  const basket = await priceBasket<HeldCoupon>(
    db,
    { skus, bundles },
    {
      now,
      choiceOf: (siteId) => {
        const { shop, type } = deliveryOf(siteId);
        return {
          held: held.get(siteId) ?? [],
          wanted: choiceOf.get(siteId)?.coupon_id,
          mode: options.coupons,
          deliveryMoneyFen: (subtotalFen) => deliveryMoneyFen(shop, type, subtotalFen),
        };
      },
    },
  );
  await checkPurchaseLimits(
    db,
    memberId,
    basket.flatMap((s) => s.rows),
  );
  const shops: ShopDraft[] = basket.map((s) => {
    const { shop, types, type, storeId } = deliveryOf(s.siteId);
    return {
      ...s,
      shopName: shop.shopName || s.shopName,
      deliveryTypes: types,
      deliveryType: type,
      storeId,
      buyerMessage: choiceOf.get(s.siteId)?.buyer_message ?? '',
    };
  });

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
      hasPayPassword: account?.hasPayPassword ?? false,
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
