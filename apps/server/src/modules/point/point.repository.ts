import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { goods, goodsSku, shop } from '../catalogue/catalogue.tables';
import { couponType, memberCoupon } from '../coupon/coupon.tables';
import { memberPointLog } from '../member/member-point.tables';
import { member } from '../member/member.tables';
import { order, orderGoods, orderIdempotency } from '../order/order.tables';
import { pointExchange } from './point.tables';
import { COUPON_GET_TYPE } from '../coupon';

/** The columns of an item with its SKU (goods items) or coupon type (coupon items). */
const itemColumns = {
  id: pointExchange.id,
  type: pointExchange.type,
  siteId: pointExchange.siteId,
  name: pointExchange.name,
  image: pointExchange.image,
  point: pointExchange.point,
  stock: pointExchange.stock,
  soldNum: pointExchange.soldNum,
  limitNum: pointExchange.limitNum,
  skuId: pointExchange.skuId,
  couponTypeId: pointExchange.couponTypeId,
  goodsId: goodsSku.goodsId,
  goodsName: goods.goodsName,
  skuName: goodsSku.skuName,
  skuImage: goodsSku.skuImage,
  specName: goodsSku.specName,
  unit: goods.unit,
  skuStock: goodsSku.stock,
  marketPriceFen: goodsSku.marketPriceFen,
  priceFen: goodsSku.priceFen,
  goodsOnSale: sql<boolean>`coalesce(${goods.goodsState} = 1 and not ${goods.isDelete}, false)`,
  shopName: shop.shopName,
  couponName: couponType.couponName,
  couponKind: couponType.type,
  moneyFen: couponType.moneyFen,
  discount: couponType.discount,
  discountLimitFen: couponType.discountLimitFen,
  atLeastFen: couponType.atLeastFen,
  goodsType: couponType.goodsType,
  scopeIds: couponType.scopeIds,
  couponCount: couponType.count,
  couponLeadCount: couponType.leadCount,
  couponStatus: couponType.status,
};

const itemsFrom = (db: DbExecutor) =>
  db
    .select(itemColumns)
    .from(pointExchange)
    .innerJoin(shop, eq(shop.siteId, pointExchange.siteId))
    .leftJoin(goodsSku, eq(goodsSku.skuId, pointExchange.skuId))
    .leftJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .leftJoin(couponType, eq(couponType.couponTypeId, pointExchange.couponTypeId));

export type PointItemRow = Awaited<ReturnType<ReturnType<typeof itemsFrom>['execute']>>[number];

/** Items on offer (status 1), optionally of one type, by sort then id. */
export async function findItemPage(
  db: DbExecutor,
  filter: { type?: number | undefined },
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(pointExchange.status, 1),
    filter.type ? eq(pointExchange.type, filter.type) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    itemsFrom(db)
      .where(where)
      .orderBy(asc(pointExchange.sort), asc(pointExchange.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(pointExchange).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** An item on offer, or undefined (unknown or withdrawn). */
export async function findItem(db: DbExecutor, id: number): Promise<PointItemRow | undefined> {
  const [row] = await itemsFrom(db).where(
    and(eq(pointExchange.id, id), eq(pointExchange.status, 1)),
  );
  return row;
}

/**
 * Counts `num` more units of the item exchanged when it is on offer and its own units allow
 * (stock 0 = no cap of its own). One conditional update: concurrent exchanges never exceed it.
 */
export async function takeItemUnits(tx: DbTransaction, id: number, num: number) {
  const rows = await tx
    .update(pointExchange)
    .set({ soldNum: sql`${pointExchange.soldNum} + ${num}` })
    .where(
      and(
        eq(pointExchange.id, id),
        eq(pointExchange.status, 1),
        sql`(${pointExchange.stock} = 0 or ${pointExchange.soldNum} + ${num} <= ${pointExchange.stock})`,
      ),
    )
    .returning({ id: pointExchange.id });
  return rows.length === 1;
}

/** The member's points. */
export async function findMemberPoint(db: DbExecutor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ point: member.point })
    .from(member)
    .where(eq(member.memberId, memberId));
  return row?.point ?? 0;
}

/**
 * Units of the item the member already has: the goods of their exchanges of it whose orders are
 * not closed, or the coupons of its type they obtained with points.
 */
export async function exchangedNum(db: DbExecutor, memberId: number, item: PointItemRow) {
  if (item.type === 1) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${orderGoods.num}), 0)` })
      .from(memberPointLog)
      .innerJoin(order, eq(order.orderId, memberPointLog.orderId))
      .innerJoin(orderGoods, eq(orderGoods.orderId, order.orderId))
      .where(
        and(
          eq(memberPointLog.memberId, memberId),
          eq(memberPointLog.exchangeId, item.id),
          eq(memberPointLog.reason, 'exchange'),
          ne(order.orderStatus, -1),
        ),
      );
    return Number(row?.n ?? 0);
  }
  if (item.couponTypeId === null) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(memberCoupon)
    .where(
      and(
        eq(memberCoupon.memberId, memberId),
        eq(memberCoupon.couponTypeId, item.couponTypeId),
        eq(memberCoupon.getType, COUPON_GET_TYPE.points),
      ),
    );
  return row?.n ?? 0;
}

/**
 * What an earlier exchange made, found by its idempotency key: the ledger row and coupons written
 * in the transaction that claimed the key (every row of one transaction shares `now()`).
 */
export async function findExchangeOfKey(tx: DbTransaction, memberId: number, key: string) {
  const claimedAt = sql`(select ${orderIdempotency.createdAt} from ${orderIdempotency}
    where ${orderIdempotency.memberId} = ${memberId} and ${orderIdempotency.idempotencyKey} = ${key})`;
  const [log] = await tx
    .select({
      change: memberPointLog.change,
      pointAfter: memberPointLog.pointAfter,
      orderId: memberPointLog.orderId,
    })
    .from(memberPointLog)
    .where(
      and(
        eq(memberPointLog.memberId, memberId),
        eq(memberPointLog.reason, 'exchange'),
        sql`${memberPointLog.createdAt} = ${claimedAt}`,
      ),
    );
  if (!log) return null;
  const coupons = await tx
    .select({ id: memberCoupon.couponId })
    .from(memberCoupon)
    .where(
      and(
        eq(memberCoupon.memberId, memberId),
        eq(memberCoupon.getType, COUPON_GET_TYPE.points),
        sql`${memberCoupon.createdAt} = ${claimedAt}`,
      ),
    )
    .orderBy(asc(memberCoupon.couponId));
  return { ...log, couponIds: coupons.map((c) => c.id) };
}

/** A page of the member's ledger, newest first. */
export async function findPointLogPage(
  db: DbExecutor,
  memberId: number,
  page: { offset: number; limit: number },
) {
  const where = eq(memberPointLog.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(memberPointLog)
      .where(where)
      .orderBy(desc(memberPointLog.createdAt), desc(memberPointLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(memberPointLog).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
