import { COUPON_SCOPE_NAMES_LIMIT, type CouponTerms } from '@shop/contracts/coupon';
import { fenToYuan } from '@shop/contracts/money';
import type { DbExecutor } from '../../db/client';
import { categoryNamesOf, goodsNamesOf } from './coupon-scope.repository';

/** The columns of a coupon type (and its shop) that the wire terms are made of. */
export type CouponTermsRow = {
  couponTypeId: number;
  couponName: string;
  siteId: number;
  shopName: string;
  type: string;
  moneyFen: number;
  discount: number;
  discountLimitFen: number;
  atLeastFen: number;
  goodsType: number;
  scopeIds: unknown;
};

const idsOf = (scope: unknown): number[] =>
  Array.isArray(scope) ? scope.map(Number).filter(Number.isInteger) : [];

const goodsTypeOf = (n: number): CouponTerms['goods_type'] => (n === 2 || n === 3 ? n : 1);

/**
 * A function giving the wire terms of each row; the names of the listed goods and categories of
 * all rows are read in two queries.
 */
export async function couponTermsReader(db: DbExecutor, rows: CouponTermsRow[]) {
  const goodsIds = rows.filter((r) => r.goodsType === 2).flatMap((r) => idsOf(r.scopeIds));
  const categoryIds = rows.filter((r) => r.goodsType === 3).flatMap((r) => idsOf(r.scopeIds));
  const [goodsNames, categoryNames] = await Promise.all([
    goodsNamesOf(db, [...new Set(goodsIds)]),
    categoryNamesOf(db, [...new Set(categoryIds)]),
  ]);
  return (r: CouponTermsRow): CouponTerms => {
    const goodsType = goodsTypeOf(r.goodsType);
    const names = goodsType === 2 ? goodsNames : goodsType === 3 ? categoryNames : undefined;
    const scopeNames = names ? idsOf(r.scopeIds).flatMap((id) => names.get(id) ?? []) : [];
    return {
      coupon_type_id: r.couponTypeId,
      coupon_name: r.couponName,
      site_id: r.siteId,
      shop_name: r.shopName,
      type: r.type === 'discount' ? 'discount' : 'reward',
      money: fenToYuan(r.moneyFen),
      // discount is the percent paid: 95 -> 9.5折
      discount: r.discount / 10,
      discount_limit: fenToYuan(r.discountLimitFen),
      at_least: fenToYuan(r.atLeastFen),
      goods_type: goodsType,
      scope_names: scopeNames.slice(0, COUPON_SCOPE_NAMES_LIMIT),
      scope_count: scopeNames.length,
    };
  };
}
