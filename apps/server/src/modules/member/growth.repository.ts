import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { memberGrowthLog } from './member-growth.tables';
import { member, memberLevel } from './member.tables';

/** Adds `change` to the member's growth (never below zero); the growth after and the level now held. */
export async function addGrowth(tx: DbTransaction, memberId: number, change: number) {
  const [row] = await tx
    .update(member)
    .set({ growth: sql`greatest(${member.growth} + ${change}, 0)` })
    .where(eq(member.memberId, memberId))
    .returning({ growth: member.growth, levelId: member.levelId });
  return row;
}

export async function insertGrowthLog(
  tx: DbTransaction,
  values: typeof memberGrowthLog.$inferInsert,
): Promise<void> {
  await tx.insert(memberGrowthLog).values(values);
}

export async function setMemberLevelId(tx: DbTransaction, memberId: number, levelId: number) {
  await tx.update(member).set({ levelId }).where(eq(member.memberId, memberId));
}

/** Every level, lowest growth first. */
export const levelsByGrowth = (db: DbExecutor) =>
  db.select().from(memberLevel).orderBy(asc(memberLevel.growth), asc(memberLevel.sort));

export async function findMemberGrowth(db: DbExecutor, memberId: number) {
  const [row] = await db
    .select({ growth: member.growth, levelId: member.levelId })
    .from(member)
    .where(eq(member.memberId, memberId));
  return row;
}

export async function findGrowthLogPage(
  db: DbExecutor,
  memberId: number,
  window: { offset: number; limit: number },
) {
  const where = eq(memberGrowthLog.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(memberGrowthLog)
      .where(where)
      .orderBy(desc(memberGrowthLog.createdAt), desc(memberGrowthLog.id))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ n: count() }).from(memberGrowthLog).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
