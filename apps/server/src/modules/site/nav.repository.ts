import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { nav } from './site.tables';

/** Navigation entries that are shown, in display order. */
export function findShownNavEntries(db: DbExecutor) {
  return db.select().from(nav).where(eq(nav.isShow, true)).orderBy(asc(nav.sort), asc(nav.id));
}
