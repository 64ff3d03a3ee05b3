import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { outOfStock } from './goods-member.tables';

export type OutOfStockInsert = {
  memberId: number | null;
  goodsName: string;
  specification: string;
  manufacturer: string;
  quantity: number;
  contactName: string;
  mobile: string;
  remark: string;
};

/**
 * Serialises registrations of one contact mobile until the transaction ends, so two identical
 * submissions racing each other cannot both pass the duplicate check.
 */
export async function lockDemandsOf(tx: DbExecutor, mobile: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`out-of-stock:${mobile}`}))`);
}

/** Whether the same demand (every field, same member or visitor) was registered in the last `seconds`. */
export async function hasRecentDuplicate(
  db: DbExecutor,
  row: OutOfStockInsert,
  seconds: number,
): Promise<boolean> {
  const found = await db
    .select({ id: outOfStock.id })
    .from(outOfStock)
    .where(
      and(
        row.memberId === null ? isNull(outOfStock.memberId) : eq(outOfStock.memberId, row.memberId),
        eq(outOfStock.goodsName, row.goodsName),
        eq(outOfStock.specification, row.specification),
        eq(outOfStock.manufacturer, row.manufacturer),
        eq(outOfStock.quantity, row.quantity),
        eq(outOfStock.contactName, row.contactName),
        eq(outOfStock.mobile, row.mobile),
        eq(outOfStock.remark, row.remark),
        gt(outOfStock.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .limit(1);
  return found.length > 0;
}

export async function insertDemand(db: DbExecutor, row: OutOfStockInsert): Promise<number> {
  const [inserted] = await db.insert(outOfStock).values(row).returning({ id: outOfStock.id });
  if (!inserted) throw new Error('out_of_stock insert returned no row');
  return inserted.id;
}

export async function countMemberDemands(db: DbExecutor, memberId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(outOfStock)
    .where(eq(outOfStock.memberId, memberId));
  return rows[0]?.n ?? 0;
}

/** One page of a member's own registrations, newest first. */
export function pageMemberDemands(
  db: DbExecutor,
  memberId: number,
  options: { offset: number; limit: number },
) {
  return db
    .select({
      id: outOfStock.id,
      goods_name: outOfStock.goodsName,
      specification: outOfStock.specification,
      manufacturer: outOfStock.manufacturer,
      quantity: outOfStock.quantity,
      contact_name: outOfStock.contactName,
      mobile: outOfStock.mobile,
      remark: outOfStock.remark,
      status: outOfStock.status,
      created_at: outOfStock.createdAt,
    })
    .from(outOfStock)
    .where(eq(outOfStock.memberId, memberId))
    .orderBy(desc(outOfStock.createdAt), desc(outOfStock.id))
    .offset(options.offset)
    .limit(options.limit);
}
