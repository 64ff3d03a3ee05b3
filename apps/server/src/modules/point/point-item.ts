import { fenToYuan } from '@shop/contracts/money';
import type { PointItem } from '@shop/contracts/point';
import type { DbExecutor } from '../../db/client';
import type { MessageKey, MessageParams } from '../../lib/i18n/translate';
import type { Viewer } from '../auth';
import { couponTermsReader, type CouponTermsRow } from '../coupon';
import { goodsWithHiddenPrice } from '../pricing';
import type { PointItemRow } from './point.repository';

const minOf = (a: number | null, b: number | null) =>
  a === null ? b : b === null ? a : Math.min(a, b);

/**
 * Units of the item that can still be exchanged (null = no cap): its own units left (stock 0 =
 * no cap of its own) and what the goods stock or the coupon type still allows, whichever is less.
 */
export function stockLeftOf(row: PointItemRow): number | null {
  const own = row.stock > 0 ? Math.max(row.stock - row.soldNum, 0) : null;
  if (row.type === 1) return minOf(own, row.goodsOnSale ? Math.max(row.skuStock ?? 0, 0) : 0);
  if (row.couponStatus !== 1) return 0;
  const coupons =
    row.couponCount && row.couponCount > 0
      ? Math.max(row.couponCount - (row.couponLeadCount ?? 0), 0)
      : null;
  return minOf(own, coupons);
}

/** The coupon terms columns of a coupon item, or null for a goods item. */
function couponRowOf(r: PointItemRow): CouponTermsRow | null {
  if (r.type !== 2 || r.couponTypeId === null) return null;
  return {
    couponTypeId: r.couponTypeId,
    couponName: r.couponName ?? r.name,
    siteId: r.siteId,
    shopName: r.shopName,
    type: r.couponKind ?? 'reward',
    moneyFen: r.moneyFen ?? 0,
    discount: r.discount ?? 100,
    discountLimitFen: r.discountLimitFen ?? 0,
    atLeastFen: r.atLeastFen ?? 0,
    goodsType: r.goodsType ?? 1,
    scopeIds: r.scopeIds,
  };
}

/** Whether the viewer may see a goods' money: a member whose licences and sale control allow it. */
export type PriceSight = (goodsId: number) => boolean;

/** What a viewer may see of money (spec §6; prices hidden by the member's licences, issue 16). */
export async function priceSightOf(db: DbExecutor, viewer: Viewer): Promise<PriceSight> {
  if (!viewer) return () => false;
  const hidden = await goodsWithHiddenPrice(db, viewer);
  return (goodsId) => hidden !== 'all' && !hidden.has(goodsId);
}

/** A reader mapping rows to the wire; money (the market price) only where `seesPrice` allows. */
export async function pointItemReader(db: DbExecutor, seesPrice: PriceSight, rows: PointItemRow[]) {
  const termsOf = await couponTermsReader(
    db,
    rows.flatMap((r) => couponRowOf(r) ?? []),
  );
  return (r: PointItemRow, exchanged?: number): PointItem => {
    const stockLeft = stockLeftOf(r);
    const coupon = couponRowOf(r);
    return {
      id: r.id,
      type: r.type === 2 ? 2 : 1,
      name: r.name,
      image: r.image || r.skuImage || '',
      point: r.point,
      stock_left: stockLeft,
      sold_num: r.soldNum,
      limit_num: r.limitNum,
      sold_out: stockLeft === 0,
      goods:
        r.type === 1 && r.skuId !== null && r.goodsId !== null
          ? {
              goods_id: r.goodsId,
              sku_id: r.skuId,
              spec_name: r.specName ?? '',
              unit: r.unit ?? '',
              ...(seesPrice(r.goodsId)
                ? { market_price: fenToYuan(r.marketPriceFen || r.priceFen || 0) }
                : {}),
            }
          : null,
      coupon: coupon ? termsOf(coupon) : null,
      ...(exchanged === undefined ? {} : { exchanged }),
    };
  };
}

/**
 * Why `num` units of the item cannot be exchanged by a member holding `memberPoint` points who
 * already has `exchanged` of it; null when they can.
 */
export function refusalOf(
  row: PointItemRow,
  num: number,
  memberPoint: number,
  exchanged: number,
): { key: MessageKey; params: MessageParams } | null {
  const stockLeft = stockLeftOf(row);
  if (stockLeft === 0) return { key: 'point.sold_out', params: { name: row.name } };
  if (stockLeft !== null && num > stockLeft)
    return { key: 'point.stock_short', params: { name: row.name, left: stockLeft } };
  if (row.limitNum > 0 && exchanged + num > row.limitNum)
    return {
      key: 'point.limit_reached',
      params: { name: row.name, limit: row.limitNum, done: exchanged },
    };
  const need = row.point * num;
  if (memberPoint < need) return { key: 'point.not_enough', params: { need, have: memberPoint } };
  return null;
}
