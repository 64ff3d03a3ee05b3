import { createHash } from 'node:crypto';
import { fenToYuan } from '@shop/contracts/money';
import type { ConfirmedPrices, OrderCreated } from '@shop/contracts/order';
import { sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Lang } from '../../lib/i18n/translate';
import { removeCartLines } from '../cart';
import { markCouponUsed } from '../coupon';
import { nearExpiryShortOf, takePromotionStock } from '../pricing';
import {
  claimIdempotencyKey,
  findPaymentResult,
  insertOrder,
  insertOrderGoods,
  insertOrderLog,
  insertOrderPay,
  lockMember,
} from './order-create.repository';
import { assertConfirmedPrices } from './order-confirmed-prices';
import { draftOrder } from './order-create.service';
import type { OrderDraft, OrderSourceBody } from './order-draft.types';
import { newOrderNo, newOutTradeNo } from './order-no';
import { isCodeDelivery } from './pickup-code.repository';
import { takeGoodsStock, takeSkuStock } from '../catalogue';
import { isContention } from '../../db/contention';

export type OrderCreateInput = OrderSourceBody & {
  idempotency_key: string;
  /** The figures the buyer confirmed; not part of the request hash (see `requestHashOf`). */
  confirmed: ConfirmedPrices;
};

const ORDER_NAME_MAX = 255;

/** JSON with object keys sorted, so equal requests hash equally. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/**
 * sha256 of what the order is made of (the key, token and language left out). The confirmed
 * figures are left out too: they are a precondition checked against the prices of the moment,
 * not part of the order, so a replay of a created order answers the first result.
 */
export function requestHashOf(body: OrderCreateInput): string {
  const { cart_ids, sku_id, bl_id, groupbuy_id, topic_goods_id, num, address_id, shops, invoice } =
    body;
  const request = {
    cart_ids,
    sku_id,
    bl_id,
    groupbuy_id,
    topic_goods_id,
    num,
    address_id,
    shops,
    invoice,
  };
  return createHash('sha256').update(canonical(request)).digest('hex');
}

/** Units each SKU and goods gives, summed over every row that uses it (lines, exchange, bundles). */
function stockNeeds(draft: OrderDraft) {
  const bySku = new Map<number, { num: number; name: string; goodsId: number }>();
  const byGoods = new Map<number, number>();
  for (const r of draft.shops.flatMap((s) => s.rows)) {
    const seen = bySku.get(r.skuId);
    bySku.set(r.skuId, { num: (seen?.num ?? 0) + r.num, name: r.goodsName, goodsId: r.goodsId });
    byGoods.set(r.goodsId, (byGoods.get(r.goodsId) ?? 0) + r.num);
  }
  // Ascending ids: concurrent orders lock rows in the same order (no deadlock).
  const asc = <T>(m: Map<number, T>) => [...m].sort((a, b) => a[0] - b[0]);
  return { bySku: asc(bySku), byGoods: asc(byGoods) };
}

/**
 * Takes the stock of the draft; throws (rolling everything back) when any is short. Near-expiry
 * lines (ADR 0029) are checked against their zone once the SKU rows are locked.
 */
async function takeStock(tx: DbTransaction, draft: OrderDraft, now: Date): Promise<void> {
  const { bySku, byGoods } = stockNeeds(draft);
  for (const [skuId, need] of bySku)
    if (!(await takeSkuStock(tx, skuId, need.num)))
      throw new AppError('order_create.stock_short', { name: need.name });
  const nearRows = draft.shops.flatMap((s) => s.rows).filter((r) => r.expiryDate !== null);
  if (nearRows.length > 0) {
    const needs = new Map<number, number>();
    for (const r of nearRows) needs.set(r.goodsId, (needs.get(r.goodsId) ?? 0) + r.num);
    const short = await nearExpiryShortOf(tx, needs, now);
    if (short !== null)
      throw new AppError('order_create.near_expiry_short', {
        name: nearRows.find((r) => r.goodsId === short)!.goodsName,
      });
  }
  for (const [goodsId, num] of byGoods) await takeGoodsStock(tx, goodsId, num);
  const promotions = [...draft.promotionStock].sort((a, b) => a[0] - b[0]);
  for (const [promotionGoodsId, need] of promotions)
    if (!(await takePromotionStock(tx, promotionGoodsId, need.num)))
      throw new AppError('order_create.promotion_stock_short', { name: need.name });
}

const orderNameOf = (names: string[]) => {
  const joined = [...new Set(names)].join(',');
  return joined.length > ORDER_NAME_MAX ? `${joined.slice(0, ORDER_NAME_MAX - 3)}...` : joined;
};

async function insertOrders(
  tx: DbTransaction,
  memberId: number,
  draft: OrderDraft,
  outTradeNo: string,
  now: Date,
): Promise<{ orderIds: number[]; payMoneyFen: number }> {
  const payMoneyFen = draft.shops.reduce((a, s) => a + s.totals.orderMoneyFen, 0);
  await insertOrderPay(tx, { outTradeNo, memberId, payMoneyFen });
  const address = draft.address;
  const orderIds: number[] = [];
  for (const shop of draft.shops) {
    const t = shop.totals;
    const orderId = await insertOrder(tx, {
      orderNo: newOrderNo(memberId, now),
      outTradeNo,
      memberId,
      siteId: shop.siteId,
      orderName: orderNameOf(shop.rows.map((r) => r.goodsName || r.skuName)),
      orderStatus: 0,
      deliveryType: shop.deliveryType,
      storeId: shop.storeId,
      goodsMoneyFen: t.goodsMoneyFen,
      promotionMoneyFen: t.promotionMoneyFen,
      manjianMoneyFen: t.manjianMoneyFen,
      couponMoneyFen: t.couponMoneyFen,
      deliveryMoneyFen: t.deliveryMoneyFen,
      orderMoneyFen: t.orderMoneyFen,
      couponId: shop.coupon?.couponId ?? null,
      name: address?.name ?? '',
      mobile: address?.mobile ?? '',
      provinceId: address?.provinceId ?? 0,
      cityId: address?.cityId ?? 0,
      districtId: address?.districtId ?? 0,
      address: address?.address ?? '',
      fullAddress: address?.fullAddress ?? '',
      invoice: draft.invoice,
      buyerMessage: shop.buyerMessage,
    });
    orderIds.push(orderId);
    await insertOrderGoods(
      tx,
      shop.rows.map((r, i) => ({
        orderId,
        memberId,
        siteId: shop.siteId,
        goodsId: r.goodsId,
        skuId: r.skuId,
        skuName: r.skuName.slice(0, 160),
        skuImage: r.skuImage,
        specName: r.specName.slice(0, 80),
        unit: r.unit.slice(0, 10),
        priceFen: r.priceFen,
        discountPriceFen: r.discountPriceFen,
        num: r.num,
        goodsMoneyFen: r.goodsMoneyFen,
        realGoodsMoneyFen: r.realGoodsMoneyFen,
        manjianMoneyFen: t.lineManjianFen[i] ?? 0,
        couponMoneyFen: t.lineCouponFen[i] ?? 0,
        promotionType: r.promotionType,
        promotionId: r.promotionId,
        promotionNum: r.promotionNum,
        blId: r.blId,
        expiryDate: r.expiryDate,
      })),
    );
    if (shop.coupon && !(await markCouponUsed(tx, memberId, shop.coupon.couponId, orderId, now)))
      throw new AppError('coupon.not_found');
    await insertOrderLog(tx, { orderId, action: 'create', orderStatus: 0 });
  }
  return { orderIds, payMoneyFen };
}

/**
 * `/api/ordercreate/create`: in one transaction claims the submit key, serialises the member's
 * submits, re-prices, checks purchase limits, takes stock (conditional updates), refuses prices
 * other than the buyer confirmed (answering the new confirmation), uses the coupons,
 * writes the payment and one order per shop, and removes the ordered cart lines. Any refusal
 * rolls all of it back; lock contention answers a retryable message.
 */
export async function createOrder(
  db: Db,
  memberId: number,
  body: OrderCreateInput,
  options: { lang: Lang },
): Promise<OrderCreated> {
  const requestHash = requestHashOf(body);
  try {
    return await db.transaction(async (tx) => {
      // A lock wait longer than this answers "busy, retry" instead of hanging.
      await tx.execute(sql`set local lock_timeout = '3s'`);
      const now = new Date();
      const outTradeNo = newOutTradeNo(memberId, now);
      // The member row first: the key's row references it (a key share lock), and taking the
      // update lock after that would make one member's concurrent submits wait on each other.
      await lockMember(tx, memberId);
      const earlier = await claimIdempotencyKey(tx, {
        memberId,
        key: body.idempotency_key,
        requestHash,
        outTradeNo,
      });
      if (earlier) {
        if (earlier.requestHash !== requestHash) throw new AppError('order_create.key_reused');
        const done = await findPaymentResult(tx, memberId, earlier.outTradeNo);
        if (!done) throw new AppError('order_create.key_reused');
        return {
          out_trade_no: earlier.outTradeNo,
          order_ids: done.orderIds,
          pay_money: fenToYuan(done.payMoneyFen),
        };
      }
      const draft = await draftOrder(tx, memberId, body, {
        coupons: 'chosen',
        lang: options.lang,
        now,
      });
      if (draft.shops.some((s) => !isCodeDelivery(s.deliveryType)) && !draft.address)
        throw new AppError('order_create.address_required');
      await takeStock(tx, draft, now);
      // With the stock taken (its rows locked), the draft's prices are the order's: refuse if
      // they are not what the buyer confirmed (LESSONS: no silent price change).
      assertConfirmedPrices(draft, body.confirmed);
      const { orderIds, payMoneyFen } = await insertOrders(tx, memberId, draft, outTradeNo, now);
      if (draft.source.kind === 'cart') await removeCartLines(tx, memberId, draft.source.cartIds);
      return { out_trade_no: outTradeNo, order_ids: orderIds, pay_money: fenToYuan(payMoneyFen) };
    });
  } catch (error) {
    if (isContention(error)) throw new AppError('order_create.busy');
    throw error;
  }
}
