import type { HeldCouponTerms } from '@shop/contracts/pricing';
import type { DbExecutor } from '../../db/client';
import { bundleRows, skuRows, type BasketRow } from './basket-rows';
import { priceBundleItems, priceSkuItems } from './line-pricing.service';
import type { BundleItem, PricedBundleItem, PricedSkuItem, SkuItem } from './line-pricing.types';
import { runningManjianByShop, type ShopManjian } from './manjian-terms.service';
import { CART_CHOICE, shopTotals, type ShopChoice, type ShopTotals } from './shop-totals';

/** The priced lines of a basket: SKU lines (a campaign's included) and bundle lines. */
export type BasketLines = { skus: PricedSkuItem[]; bundles: PricedBundleItem[] };

/** One shop's part of a priced basket: its goods rows, its full reduction and its totals. */
export type BasketShop<C extends HeldCouponTerms> = ShopTotals<C> & {
  siteId: number;
  shopName: string;
  rows: BasketRow[];
  manjian: ShopManjian | null;
};

/**
 * Prices a member's SKU and bundle items at `now`. One after the other: `db` may be a
 * transaction (one connection).
 */
export async function priceBasketLines(
  db: DbExecutor,
  memberId: number,
  items: { skus: readonly SkuItem[]; bundles: readonly BundleItem[] },
  now = new Date(),
): Promise<BasketLines> {
  const skus = await priceSkuItems(db, memberId, [...items.skus], now);
  const bundles = await priceBundleItems(db, memberId, [...items.bundles], now);
  return { skus, bundles };
}

/**
 * The one road from priced lines to money (ADR 0009): the valid lines' goods rows grouped by
 * shop, each shop's running full reduction, then its coupons and delivery as `choiceOf` says
 * (the cart has neither). The cart's calculate, the order confirmation and the order's creation
 * all come here, so the total the cart shows is the total the order charges before coupons and
 * delivery.
 */
export async function priceBasket<C extends HeldCouponTerms = HeldCouponTerms>(
  db: DbExecutor,
  lines: BasketLines,
  options: { now: Date; choiceOf?: (siteId: number) => ShopChoice<C> },
): Promise<BasketShop<C>[]> {
  const bySite = new Map<number, { shopName: string; rows: BasketRow[] }>();
  const add = (item: { siteId: number; shopName: string }, rows: BasketRow[]) => {
    const entry = bySite.get(item.siteId) ?? { shopName: item.shopName, rows: [] };
    entry.rows.push(...rows);
    bySite.set(item.siteId, entry);
  };
  for (const item of lines.skus) if (item.valid) add(item, skuRows(item));
  for (const item of lines.bundles) if (item.valid) add(item, bundleRows(item));

  const manjians = await runningManjianByShop(db, [...bySite.keys()], options.now);
  return [...bySite].map(([siteId, { shopName, rows }]) => {
    const manjian = manjians.get(siteId) ?? null;
    const choice = options.choiceOf?.(siteId) ?? (CART_CHOICE as ShopChoice<C>);
    return { siteId, shopName, rows, manjian, ...shopTotals(rows, manjian, choice) };
  });
}
