import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { shop } from '../catalogue/catalogue.tables';
import { pickupStore } from '../catalogue/store.tables';
import { member } from '../member/member.tables';
import { order } from '../order/order.tables';
import { verifyRecord } from './verify.tables';
import type { PageQuery } from '../../lib/paging';
import { pageWindow } from '../../lib/paging';

/** SQL of the verification records (核销记录, issue 17). */

export type NewVerifyRecord = Omit<typeof verifyRecord.$inferInsert, 'verifyId' | 'verifyTime'>;

export async function insertVerifyRecord(db: DbExecutor, values: NewVerifyRecord) {
  const [row] = await db
    .insert(verifyRecord)
    .values(values)
    .returning({ verifyId: verifyRecord.verifyId, verifyTime: verifyRecord.verifyTime });
  if (!row) throw new Error('verify_record insert returned nothing');
  return row;
}

/** The record of the order's code, if it was verified at a desk. */
export async function findRecordOfOrder(db: DbExecutor, orderId: number, code: string) {
  const [row] = await db
    .select()
    .from(verifyRecord)
    .where(and(eq(verifyRecord.orderId, orderId), eq(verifyRecord.verifyCode, code)));
  return row;
}

const recordColumns = {
  record: verifyRecord,
  orderNo: order.orderNo,
  storeName: pickupStore.storeName,
  storeNameEn: pickupStore.storeNameEn,
};

const ofVerifier = (memberId: number, verifyType: string | undefined): SQL | undefined =>
  and(
    eq(verifyRecord.verifierMemberId, memberId),
    verifyType ? eq(verifyRecord.verifyType, verifyType) : undefined,
  );

/** One page of the verifier's records, newest first, with the order number and store name. */
export async function pageVerifierRecords(
  db: DbExecutor,
  memberId: number,
  query: PageQuery & { verify_type?: string },
) {
  const where = ofVerifier(memberId, query.verify_type);
  const { offset, limit } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(recordColumns)
      .from(verifyRecord)
      .innerJoin(order, eq(order.orderId, verifyRecord.orderId))
      .leftJoin(pickupStore, eq(pickupStore.storeId, verifyRecord.storeId))
      .where(where)
      .orderBy(desc(verifyRecord.verifyTime), desc(verifyRecord.verifyId))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(verifyRecord).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
export type VerifyRecordRow = Awaited<ReturnType<typeof pageVerifierRecords>>['rows'][number];

/** One of the verifier's records with its order's shop, buyer and payment; else undefined. */
export async function findVerifierRecord(db: DbExecutor, memberId: number, verifyId: number) {
  const [row] = await db
    .select({
      ...recordColumns,
      shopName: shop.shopName,
      payTime: order.payTime,
      buyerName: member.nickname,
      buyerUsername: member.username,
      buyerMobile: member.mobile,
    })
    .from(verifyRecord)
    .innerJoin(order, eq(order.orderId, verifyRecord.orderId))
    .innerJoin(shop, eq(shop.siteId, order.siteId))
    .innerJoin(member, eq(member.memberId, order.memberId))
    .leftJoin(pickupStore, eq(pickupStore.storeId, verifyRecord.storeId))
    .where(and(eq(verifyRecord.verifyId, verifyId), eq(verifyRecord.verifierMemberId, memberId)));
  return row;
}
