import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { staff } from './staff.tables';

/**
 * A servicer's presence columns (`online`, `seen_at`) on the staff account, which auth owns
 * (staff accounts are identity, modules/README.md). The chat module decides when they change.
 */

/** Sets `seen_at` to the database's now minus `secondsAgo` (0: a sign of life now). */
export async function markServicerSeen(
  db: DbExecutor,
  staffId: number,
  secondsAgo = 0,
): Promise<void> {
  await db
    .update(staff)
    .set({ seenAt: sql`now() - make_interval(secs => ${secondsAgo})` })
    .where(eq(staff.staffId, staffId));
}

/** Sets the servicer's 上线 choice; going online also counts as a sign of life now. */
export async function setServicerOnline(
  db: DbExecutor,
  staffId: number,
  online: 0 | 1,
): Promise<void> {
  await db
    .update(staff)
    .set({ online, seenAt: sql`now()` })
    .where(eq(staff.staffId, staffId));
}
