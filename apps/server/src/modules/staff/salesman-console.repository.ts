import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { staff } from '../auth/staff.tables';
import { member } from '../member/member.tables';

/** The salesmen of shop `shopId` (null: every shop), with linked login and team size. */
export function findConsoleSalesmen(db: DbExecutor, shopId: number | null) {
  return db
    .select({
      staffId: staff.staffId,
      username: staff.username,
      nickname: staff.nickname,
      mobile: staff.mobile,
      memberId: staff.memberId,
      memberUsername: sql<string>`coalesce(${member.username}, '')`,
      teamCount: sql<number>`(select count(*)::int from member m where m.salesman_id = ${staff.staffId})`,
      status: staff.status,
    })
    .from(staff)
    .leftJoin(member, eq(member.memberId, staff.memberId))
    .where(and(eq(staff.role, 'salesman'), shopId === null ? undefined : eq(staff.siteId, shopId)))
    .orderBy(asc(staff.staffId));
}

/** The salesman `staffId` within reach (shop `shopId`; null: any), locked for the change. */
export async function findSalesmanForUpdate(
  db: DbExecutor,
  staffId: number,
  shopId: number | null,
) {
  const [row] = await db
    .select({
      staffId: staff.staffId,
      siteId: staff.siteId,
      mobile: staff.mobile,
      memberId: staff.memberId,
    })
    .from(staff)
    .where(
      and(
        eq(staff.staffId, staffId),
        eq(staff.role, 'salesman'),
        shopId === null ? undefined : eq(staff.siteId, shopId),
      ),
    )
    .for('update');
  return row;
}

/** Another staff account already linked to member login `memberId`. */
export async function memberLinkedElsewhere(db: DbExecutor, memberId: number, staffId: number) {
  const [row] = await db
    .select({ id: staff.staffId })
    .from(staff)
    .where(and(eq(staff.memberId, memberId), ne(staff.staffId, staffId)))
    .limit(1);
  return !!row;
}
