import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { adv, advPosition } from './site.tables';

export async function findAdvPosition(db: DbExecutor, keyword: string) {
  const rows = await db.select().from(advPosition).where(eq(advPosition.keyword, keyword)).limit(1);
  return rows[0];
}

/** Shown adverts of a position in display order, whatever their start/end window. */
export function findShownAdverts(db: DbExecutor, apId: number) {
  return db
    .select()
    .from(adv)
    .where(and(eq(adv.apId, apId), eq(adv.isShow, true)))
    .orderBy(asc(adv.sort), asc(adv.advId));
}
