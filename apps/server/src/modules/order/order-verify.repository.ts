import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { shop } from '../catalogue/catalogue.tables';
import { member } from '../member/member.tables';
import { order, orderPackage } from './order.tables';
import { CODE_DELIVERY_TYPES } from './pickup-code.repository';

/** SQL of the orders a store's desk verifies by their code (issue 17). */

/**
 * The paid pickup or virtual goods order of shops `siteIds` holding `code`, the one still
 * waiting to be picked up first, then the latest; locked for the desk's transaction with `lock`.
 * `handedOverAt`: when its (first) package was handed over, if it was.
 */
export async function findCodeOrderRow(
  db: DbExecutor,
  code: string,
  siteIds: number[],
  options: { lock?: boolean } = {},
) {
  if (siteIds.length === 0) return undefined;
  const query = db
    .select({
      orderId: order.orderId,
      orderNo: order.orderNo,
      siteId: order.siteId,
      shopName: shop.shopName,
      memberId: order.memberId,
      storeId: order.storeId,
      deliveryType: order.deliveryType,
      orderStatus: order.orderStatus,
      pickupCode: order.pickupCode,
      payTime: order.payTime,
      buyerName: member.nickname,
      buyerUsername: member.username,
      buyerMobile: member.mobile,
      handedOverAt:
        sql<Date | null>`(select min(${orderPackage.createdAt}) from ${orderPackage} where ${orderPackage.orderId} = ${order.orderId})`.mapWith(
          (v: string | Date | null) => (v === null ? null : new Date(v)),
        ),
    })
    .from(order)
    .innerJoin(shop, eq(shop.siteId, order.siteId))
    .innerJoin(member, eq(member.memberId, order.memberId))
    .where(
      and(
        eq(order.pickupCode, code),
        inArray(order.siteId, siteIds),
        inArray(order.deliveryType, [...CODE_DELIVERY_TYPES]),
      ),
    )
    .orderBy(desc(sql`${order.orderStatus} = 1`), desc(order.orderId))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: order }) : await query;
  return row;
}
export type CodeOrderRow = NonNullable<Awaited<ReturnType<typeof findCodeOrderRow>>>;
