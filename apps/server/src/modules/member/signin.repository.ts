import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { memberSignin } from './member-growth.tables';

/** The member's latest sign-in on or before `day`. */
export async function findLastSignin(db: DbExecutor, memberId: number, day: string) {
  const [row] = await db
    .select({ signDate: memberSignin.signDate, streak: memberSignin.streak })
    .from(memberSignin)
    .where(and(eq(memberSignin.memberId, memberId), lte(memberSignin.signDate, day)))
    .orderBy(desc(memberSignin.signDate))
    .limit(1);
  return row;
}

/**
 * Records the day's sign-in unless that member already has one for the day: the unique
 * (member, day) index decides, so of two at once only one is written. True when this one was.
 */
export async function insertSignin(
  tx: DbTransaction,
  values: typeof memberSignin.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(memberSignin)
    .values(values)
    .onConflictDoNothing({ target: [memberSignin.memberId, memberSignin.signDate] })
    .returning({ id: memberSignin.id });
  return rows.length > 0;
}

/** The days signed between `from` and `to` (YYYY-MM-DD, inclusive), and the days signed in all. */
export async function findSignedDays(db: DbExecutor, memberId: number, from: string, to: string) {
  const mine = eq(memberSignin.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ day: memberSignin.signDate })
      .from(memberSignin)
      .where(and(mine, gte(memberSignin.signDate, from), lte(memberSignin.signDate, to)))
      .orderBy(memberSignin.signDate),
    db.select({ n: count() }).from(memberSignin).where(mine),
  ]);
  return { days: rows.map((r) => r.day), total: total?.n ?? 0 };
}
