import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { adv, advPosition } from '../../db/schema';

export async function findAdvPosition(db: DbExecutor, keyword: string) {
  const rows = await db.select().from(advPosition).where(eq(advPosition.keyword, keyword)).limit(1);
  return rows[0];
}

/** Adverts of a position that are shown and inside their start/end window at `now`, in order. */
export function findLiveAdverts(db: DbExecutor, apId: number, now: Date) {
  return db
    .select()
    .from(adv)
    .where(
      and(
        eq(adv.apId, apId),
        eq(adv.isShow, true),
        or(isNull(adv.startTime), lte(adv.startTime, now)),
        or(isNull(adv.endTime), gt(adv.endTime, now)),
      ),
    )
    .orderBy(asc(adv.sort), asc(adv.advId));
}
