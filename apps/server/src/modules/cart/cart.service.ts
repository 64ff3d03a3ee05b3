import {
  CART_LINES_MAX,
  CART_NUM_MAX,
  type CartCalculate,
  type CartLists,
} from '@shop/contracts/cart';
import { fenToYuan } from '@shop/contracts/money';
import type { OrderTotals } from '@shop/contracts/pricing';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Lang } from '../../lib/i18n/translate';
import {
  countCartLines,
  deleteCartLines,
  findCartLines,
  findLineOf,
  insertCartLine,
  lockMemberCart,
  updateCartNum,
} from './cart.repository';
import {
  manjianProgressOf,
  priceBasket,
  priceBasketLines,
  priceBundleItems,
  priceSkuItems,
  skuQuantityRefusal,
  type BundleItem,
  type PricedBundleItem,
  type PricedSkuItem,
  type SkuItem,
} from '../pricing';
import { bundleLineOf, cartLineOf, skuBounds } from './cart-line-view';

const EMPTY_CALCULATE: CartCalculate = {
  line_count: 0,
  goods_num: 0,
  goods_money: '0.00',
  promotion_money: '0.00',
  manjian_money: '0.00',
  pay_money: '0.00',
  lines: [],
  manjian: [],
};

/** The header badge: the number of lines in the member's cart; a visitor has none. */
export async function getCartCount(db: DbExecutor, memberId: number | null): Promise<number> {
  return memberId === null ? 0 : countCartLines(db, memberId);
}

/**
 * Refuses `num` units of a priced SKU line where the buyer sets the quantity (spec §5): the
 * pricing floor's one judge with the line's bounds, then whatever else made the line invalid.
 */
function assertSkuQuantity(line: PricedSkuItem, num: number): void {
  const sameSkuExchange =
    line.exchangeGoods?.skuId === line.skuId ? (line.priced.exchange?.num ?? 0) : 0;
  const refusal =
    skuQuantityRefusal(line, num, { extraSameSku: sameSkuExchange, bounds: skuBounds(line) }) ??
    line.invalidReason;
  if (refusal) throw new AppError(refusal.key, refusal.params);
}

/** Refuses `num` sets of a priced bundle line: ended or unknown, forbidden goods, too few sets. */
function assertBundleQuantity(line: PricedBundleItem, num: number): void {
  const reason = line.invalidReason;
  if (reason?.key === 'cart.bundle_unavailable' || reason?.key === 'cart.bundle_ended')
    throw new AppError(reason.key);
  const forbidden = line.goods.find((g) => !g.mayBuy);
  if (forbidden?.licence)
    throw new AppError(`cart.licence_${forbidden.licence.reason}`, {
      scope: forbidden.licence.scope_name,
    });
  if (forbidden?.notBuyMsg)
    throw new AppError('cart.not_buy_msg', { message: forbidden.notBuyMsg });
  if (line.stock <= 0 && line.goods.every((g) => g.onSale && g.mayBuy))
    throw new AppError('cart.out_of_stock');
  if (num > line.stock) throw new AppError('cart.num_above_stock', { max: line.stock, unit: '' });
  if (reason) throw new AppError(reason.key, reason.params);
}

async function checkedSku(
  db: DbExecutor,
  memberId: number,
  item: { skuId: number; nearExpiry: boolean },
  num: number,
) {
  const [line] = await priceSkuItems(db, memberId, [{ ...item, num }]);
  assertSkuQuantity(line!, num);
  return line!;
}

async function checkedBundle(db: DbExecutor, memberId: number, blId: number, num: number) {
  const [line] = await priceBundleItems(db, memberId, [{ blId, num }]);
  assertBundleQuantity(line!, num);
  return line!;
}

/**
 * Adds a SKU or a bundle to the member's cart (spec §7 /api/cart/add); adding again raises the
 * existing line's quantity. A SKU's near-expiry stock (ADR 0029) is a line of its own. Refuses goods that are unknown, off sale, forbidden by sale control,
 * out of stock or beyond their bounds, a `siteId` other than the goods' shop, and a 201st line.
 * Answers the cart_id.
 */
export async function addToCart(
  db: DbExecutor,
  memberId: number,
  input: { skuId?: number; blId?: number; num: number; siteId?: number; nearExpiry?: boolean },
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockMemberCart(tx, memberId);
    const { skuId, blId } = input;
    const nearExpiry = input.nearExpiry ?? false;
    if ((skuId === undefined) === (blId === undefined)) throw new AppError('cart.sku_or_bundle');
    if (nearExpiry && skuId === undefined) throw new AppError('cart.near_expiry_sku_only');
    const key = skuId !== undefined ? { skuId, nearExpiry } : { blId: blId! };
    const existing = await findLineOf(tx, memberId, key);
    const num = (existing?.num ?? 0) + input.num;
    if (num > CART_NUM_MAX) throw new AppError('cart.num_too_large', { max: CART_NUM_MAX });
    const siteId =
      skuId !== undefined
        ? (await checkedSku(tx, memberId, { skuId, nearExpiry }, num)).siteId
        : (await checkedBundle(tx, memberId, blId!, num)).siteId;
    if (input.siteId !== undefined && input.siteId !== siteId)
      throw new AppError('cart.site_mismatch');
    if (existing) {
      await updateCartNum(tx, memberId, existing.cartId, num);
      return existing.cartId;
    }
    if ((await countCartLines(tx, memberId)) >= CART_LINES_MAX)
      throw new AppError('cart.lines_full', { max: CART_LINES_MAX });
    return insertCartLine(tx, {
      memberId,
      siteId,
      skuId: skuId ?? null,
      blId: blId ?? null,
      num,
      nearExpiry,
    });
  });
}

/**
 * Sets a line's quantity (spec §7 /api/cart/edit), checked against its bounds and stock: read,
 * check and write in one transaction holding the member's cart lock.
 */
export async function editCartLine(
  db: DbExecutor,
  memberId: number,
  cartId: number,
  num: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockMemberCart(tx, memberId);
    const [line] = await findCartLines(tx, memberId, [cartId]);
    if (!line) throw new AppError('cart.line_not_found');
    if (line.skuId !== null)
      await checkedSku(tx, memberId, { skuId: line.skuId, nearExpiry: line.nearExpiry }, num);
    else if (line.blId !== null) await checkedBundle(tx, memberId, line.blId, num);
    await updateCartNum(tx, memberId, cartId, num);
    return cartId;
  });
}

/**
 * The member's lines of `cartIds`, split into SKU and bundle items; an id that is not one of the
 * member's lines is refused (never someone else's data).
 */
export async function cartItemsOf(
  db: DbExecutor,
  memberId: number,
  cartIds: number[],
): Promise<{
  skus: (SkuItem & { cartId: number })[];
  bundles: (BundleItem & { cartId: number })[];
}> {
  const ids = [...new Set(cartIds)];
  if (ids.length === 0) throw new AppError('cart.nothing_checked');
  const rows = await findCartLines(db, memberId, ids);
  if (rows.length !== ids.length) throw new AppError('cart.line_not_found');
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => order.get(a.cartId)! - order.get(b.cartId)!);
  return {
    skus: rows.flatMap((r) =>
      r.skuId !== null
        ? [{ cartId: r.cartId, skuId: r.skuId, num: r.num, nearExpiry: r.nearExpiry }]
        : [],
    ),
    bundles: rows.flatMap((r) =>
      r.blId !== null ? [{ cartId: r.cartId, blId: r.blId, num: r.num }] : [],
    ),
  };
}

/**
 * Deletes the member's lines of `cartIds` (after an order, or /api/cart/delete). When any id is
 * not one of the member's lines nothing is deleted and the call is refused.
 */
export async function removeCartLines(
  db: DbExecutor,
  memberId: number,
  cartIds: number[],
): Promise<number> {
  const ids = [...new Set(cartIds)];
  if (ids.length === 0) return 0;
  const run = async (tx: DbExecutor) => {
    const deleted = await deleteCartLines(tx, memberId, ids);
    if (deleted !== ids.length) throw new AppError('cart.line_not_found');
    return deleted;
  };
  // A refusal rolls the deletion back (a savepoint inside a caller's transaction).
  return db.transaction(run);
}

/** The member's cart priced (spec §7 /api/cart/goodslists): SKU lines and bundle lines. */
export async function listCart(db: DbExecutor, memberId: number, lang: Lang): Promise<CartLists> {
  const rows = await findCartLines(db, memberId);
  const skuRows = rows.filter((r) => r.skuId !== null);
  const bundleRows = rows.filter((r) => r.blId !== null);
  const { skus, bundles } = await priceBasketLines(db, memberId, {
    skus: skuRows.map((r) => ({ skuId: r.skuId!, num: r.num, nearExpiry: r.nearExpiry })),
    bundles: bundleRows.map((r) => ({ blId: r.blId!, num: r.num })),
  });
  return {
    data: skus.map((line, i) => cartLineOf(skuRows[i]!.cartId, line, lang)),
    bundling: bundles.map((line, i) => bundleLineOf(bundleRows[i]!.cartId, line, lang)),
  };
}

/**
 * Totals of the checked lines (spec §7 /api/Cart/calculate); invalid lines do not count. Priced
 * by the same basket as the checkout (shops' full reductions included, no coupons, no delivery),
 * so the cart's total is what the order charges before coupons and delivery.
 */
export async function calculateCart(
  db: DbExecutor,
  memberId: number,
  cartIds: number[],
  now = new Date(),
): Promise<CartCalculate> {
  const ids = [...new Set(cartIds)];
  if (ids.length === 0) return EMPTY_CALCULATE;
  const items = await cartItemsOf(db, memberId, ids);
  const lines = await priceBasketLines(db, memberId, items, now);
  const shops = await priceBasket(db, lines, { now });
  const sum = (money: (t: OrderTotals) => number) => shops.reduce((a, s) => a + money(s.totals), 0);
  const subtotalOf = new Map([
    ...lines.skus.flatMap((l, i) =>
      l.valid ? [[items.skus[i]!.cartId, l.priced.subtotalFen] as const] : [],
    ),
    ...lines.bundles.flatMap((l, i) =>
      l.valid ? [[items.bundles[i]!.cartId, l.priced.subtotalFen] as const] : [],
    ),
  ]);
  return {
    line_count: subtotalOf.size,
    goods_num: shops.reduce((n, s) => n + s.rows.reduce((m, r) => m + r.num, 0), 0),
    goods_money: fenToYuan(sum((t) => t.goodsMoneyFen)),
    promotion_money: fenToYuan(sum((t) => t.promotionMoneyFen)),
    manjian_money: fenToYuan(sum((t) => t.manjianMoneyFen)),
    pay_money: fenToYuan(sum((t) => t.orderMoneyFen)),
    lines: ids.flatMap((id) => {
      const subtotal = subtotalOf.get(id);
      return subtotal === undefined ? [] : [{ cart_id: id, subtotal: fenToYuan(subtotal) }];
    }),
    manjian: shops.flatMap((s) =>
      s.manjian && s.totals.manjian
        ? [{ ...manjianProgressOf(s.manjian, s.totals.manjian), site_id: s.siteId }]
        : [],
    ),
  };
}
