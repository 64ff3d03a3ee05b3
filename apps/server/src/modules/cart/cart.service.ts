import {
  type BundleCartLine,
  CART_LINES_MAX,
  CART_NUM_MAX,
  type CartCalculate,
  type CartLine,
  type CartLists,
  type GetFreeGoods,
} from '@shop/contracts/cart';
import { PROMOTION_LABELS } from '@shop/contracts/constants';
import { fenToYuan } from '@shop/contracts/money';
import { priceOrder, quantityBounds, unitOf } from '@shop/contracts/pricing';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type Lang, translate } from '../../lib/i18n/translate';
import {
  countCartLines,
  deleteCartLines,
  findCartLines,
  findLineOf,
  insertCartLine,
  updateCartNum,
} from './cart.repository';
import {
  type BundleItem,
  type PricedBundleItem,
  type PricedSkuItem,
  priceBundleItems,
  priceSkuItems,
  type SkuItem,
} from './line-pricing.service';

/** The header badge: the number of lines in the member's cart; a visitor has none. */
export async function getCartCount(db: DbExecutor, memberId: number | null): Promise<number> {
  return memberId === null ? 0 : countCartLines(db, memberId);
}

/** spec §5 bounds of a SKU line (wholesale lines may be capped by max_buy). */
export const skuBounds = (line: PricedSkuItem) =>
  quantityBounds({
    kind: line.terms.kind === 'wholesale' ? 'wholesale' : 'sku',
    minBuy: line.minBuy,
    maxBuy: line.maxBuy,
    stock: line.stock,
  });

/**
 * Refuses `num` units of a priced SKU line (spec §5): unavailable or forbidden goods, a quantity
 * off the min_buy steps, above the stock (exchange units of the same SKU included) or max_buy.
 */
function assertSkuQuantity(line: PricedSkuItem, num: number): void {
  if (line.goodsId === 0) throw new AppError('cart.goods_unavailable');
  if (!line.onSale) throw new AppError('cart.goods_off_sale');
  if (!line.mayBuy)
    throw line.notBuyMsg
      ? new AppError('cart.not_buy_msg', { message: line.notBuyMsg })
      : new AppError('cart.not_for_sale');
  if (line.stock <= 0) throw new AppError('cart.out_of_stock');
  const unit = line.unit;
  const bounds = skuBounds(line);
  if (num < bounds.min) throw new AppError('cart.num_below_min', { min: bounds.min, unit });
  if (num % bounds.step !== 0) throw new AppError('cart.num_step', { step: bounds.step, unit });
  const sameSkuExchange =
    line.exchangeGoods?.skuId === line.skuId ? (line.priced.exchange?.num ?? 0) : 0;
  const maxBuy = line.maxBuyType === 1 && line.maxBuy > 0 ? line.maxBuy : 0;
  if (maxBuy > 0 && num > maxBuy)
    throw new AppError('cart.num_above_max_buy', { max: maxBuy, unit });
  if (num > bounds.max && bounds.max < line.stock)
    throw new AppError('cart.num_above_max_buy', { max: bounds.max, unit });
  if (num + sameSkuExchange > line.stock)
    throw new AppError('cart.num_above_stock', {
      max: Math.max(0, line.stock - sameSkuExchange),
      unit,
    });
  if (line.invalidReason) throw new AppError(line.invalidReason);
}

function assertBundleQuantity(line: PricedBundleItem, num: number): void {
  if (
    line.invalidReason === 'cart.bundle_unavailable' ||
    line.invalidReason === 'cart.bundle_ended'
  )
    throw new AppError(line.invalidReason);
  const forbidden = line.goods.find((g) => !g.mayBuy);
  if (forbidden?.notBuyMsg)
    throw new AppError('cart.not_buy_msg', { message: forbidden.notBuyMsg });
  if (line.stock <= 0 && line.goods.every((g) => g.onSale && g.mayBuy))
    throw new AppError('cart.out_of_stock');
  if (line.invalidReason === 'cart.stock_short' || num > line.stock)
    throw new AppError('cart.num_above_stock', { max: line.stock, unit: '' });
  if (line.invalidReason) throw new AppError(line.invalidReason);
}

async function checkedSku(db: DbExecutor, memberId: number, skuId: number, num: number) {
  const [line] = await priceSkuItems(db, memberId, [{ skuId, num }]);
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
 * existing line's quantity. Refuses goods that are unknown, off sale, forbidden by sale control,
 * out of stock or beyond their bounds, a `siteId` other than the goods' shop, and a 201st line.
 * Answers the cart_id.
 */
export async function addToCart(
  db: DbExecutor,
  memberId: number,
  input: { skuId?: number; blId?: number; num: number; siteId?: number },
): Promise<number> {
  const { skuId, blId } = input;
  if ((skuId === undefined) === (blId === undefined)) throw new AppError('cart.sku_or_bundle');
  const key = skuId !== undefined ? { skuId } : { blId: blId! };
  const existing = await findLineOf(db, memberId, key);
  const num = (existing?.num ?? 0) + input.num;
  if (num > CART_NUM_MAX) throw new AppError('cart.num_too_large', { max: CART_NUM_MAX });
  const siteId =
    skuId !== undefined
      ? (await checkedSku(db, memberId, skuId, num)).siteId
      : (await checkedBundle(db, memberId, blId!, num)).siteId;
  if (input.siteId !== undefined && input.siteId !== siteId)
    throw new AppError('cart.site_mismatch');
  if (existing) {
    await updateCartNum(db, memberId, existing.cartId, num);
    return existing.cartId;
  }
  if ((await countCartLines(db, memberId)) >= CART_LINES_MAX)
    throw new AppError('cart.lines_full', { max: CART_LINES_MAX });
  return insertCartLine(db, {
    memberId,
    siteId,
    skuId: skuId ?? null,
    blId: blId ?? null,
    num,
  });
}

/** Sets a line's quantity (spec §7 /api/cart/edit), checked against its bounds and stock. */
export async function editCartLine(
  db: DbExecutor,
  memberId: number,
  cartId: number,
  num: number,
): Promise<number> {
  const [line] = await findCartLines(db, memberId, [cartId]);
  if (!line) throw new AppError('cart.line_not_found');
  if (line.skuId !== null) await checkedSku(db, memberId, line.skuId, num);
  else if (line.blId !== null) await checkedBundle(db, memberId, line.blId, num);
  await updateCartNum(db, memberId, cartId, num);
  return cartId;
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
      r.skuId !== null ? [{ cartId: r.cartId, skuId: r.skuId, num: r.num }] : [],
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

const reasonText = (
  lang: Lang,
  line: { invalidReason: PricedSkuItem['invalidReason']; notBuyMsg?: string },
) => {
  if (!line.invalidReason) return '';
  if (line.invalidReason === 'cart.not_for_sale' && line.notBuyMsg) return line.notBuyMsg;
  return translate(lang, line.invalidReason);
};

export function cartLineOf(cartId: number, line: PricedSkuItem, lang: Lang): CartLine {
  const { priced, terms } = line;
  const bounds = skuBounds(line);
  const seckillLike = terms.kind === 'seckill' || terms.kind === 'discount';
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
    promotion_label: line.promotion ? PROMOTION_LABELS[line.promotion.kind] : '',
    promotion_type: line.promotion?.kind ?? '',
    is_member_discount: priced.isMemberPrice ? 1 : 0,
    is_discount: priced.discountNum > 0 && priced.discountPriceFen < priced.basePriceFen ? 1 : 0,
    goods_min: seckillLike ? terms.goodsMin : (line.promotion?.goodsMin ?? 0),
    goods_limit: line.promotion?.goodsLimit ?? 0,
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
  const forbidden = line.goods.find((g) => !g.mayBuy);
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
      price: fenToYuan(
        g.memberPriceFen !== null && g.memberPriceFen < g.priceFen ? g.memberPriceFen : g.priceFen,
      ),
      num: g.numPerSet,
      unit: g.unit,
      stock: g.stock,
    })),
    goods_money: fenToYuan(line.priced.goodsMoneyFen),
    promotion_money: fenToYuan(line.priced.promotionMoneyFen),
    subtotal: fenToYuan(line.priced.subtotalFen),
    valid: line.valid,
    invalid_reason: reasonText(lang, {
      invalidReason: line.invalidReason,
      notBuyMsg: forbidden?.notBuyMsg,
    }),
  };
}

/** The member's cart priced (spec §7 /api/cart/goodslists): SKU lines and bundle lines. */
export async function listCart(db: DbExecutor, memberId: number, lang: Lang): Promise<CartLists> {
  const rows = await findCartLines(db, memberId);
  const skuRows = rows.filter((r) => r.skuId !== null);
  const bundleRows = rows.filter((r) => r.blId !== null);
  const [skus, bundles] = await Promise.all([
    priceSkuItems(
      db,
      memberId,
      skuRows.map((r) => ({ skuId: r.skuId!, num: r.num })),
    ),
    priceBundleItems(
      db,
      memberId,
      bundleRows.map((r) => ({ blId: r.blId!, num: r.num })),
    ),
  ]);
  return {
    data: skus.map((line, i) => cartLineOf(skuRows[i]!.cartId, line, lang)),
    bundling: bundles.map((line, i) => bundleLineOf(bundleRows[i]!.cartId, line, lang)),
  };
}

/** Totals of the checked lines (spec §7 /api/Cart/calculate); invalid lines do not count. */
export async function calculateCart(
  db: DbExecutor,
  memberId: number,
  cartIds: number[],
): Promise<CartCalculate> {
  const empty: CartCalculate = {
    line_count: 0,
    goods_num: 0,
    goods_money: '0.00',
    promotion_money: '0.00',
    pay_money: '0.00',
    lines: [],
  };
  if (cartIds.length === 0) return empty;
  const items = await cartItemsOf(db, memberId, cartIds);
  const [skus, bundles] = await Promise.all([
    priceSkuItems(db, memberId, items.skus),
    priceBundleItems(db, memberId, items.bundles),
  ]);
  const counted = [
    ...skus.flatMap((line, i) =>
      line.valid
        ? [
            {
              cartId: items.skus[i]!.cartId,
              num: line.num + (line.priced.exchange?.num ?? 0),
              goods: line.priced.goodsMoneyFen,
              subtotal: line.priced.subtotalFen,
            },
          ]
        : [],
    ),
    ...bundles.flatMap((line, i) =>
      line.valid
        ? [
            {
              cartId: items.bundles[i]!.cartId,
              num: line.num * line.goods.reduce((n, g) => n + g.numPerSet, 0),
              goods: line.priced.goodsMoneyFen,
              subtotal: line.priced.subtotalFen,
            },
          ]
        : [],
    ),
  ];
  const totals = priceOrder({
    lines: counted.map((l) => ({
      goodsMoneyFen: l.goods,
      subtotalFen: l.subtotal,
      couponEligible: false,
    })),
    coupon: null,
    deliveryMoneyFen: 0,
  });
  const byId = new Map(counted.map((l) => [l.cartId, l]));
  return {
    line_count: counted.length,
    goods_num: counted.reduce((n, l) => n + l.num, 0),
    goods_money: fenToYuan(totals.goodsMoneyFen),
    promotion_money: fenToYuan(totals.promotionMoneyFen),
    pay_money: fenToYuan(totals.orderMoneyFen),
    lines: [...new Set(cartIds)].flatMap((id) => {
      const l = byId.get(id);
      return l ? [{ cart_id: id, subtotal: fenToYuan(l.subtotal) }] : [];
    }),
  };
}
