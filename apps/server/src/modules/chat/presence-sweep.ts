import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { staff } from '../../db/schema';
import { PRESENCE_TTL_MS } from './presence.service';

/**
 * The servicer's last socket closed: their presence ends now instead of at the end of the TTL
 * (the `online` choice stays; their next socket makes them present again).
 */
export async function expireServicer(db: DbExecutor, staffId: number): Promise<void> {
  await db
    .update(staff)
    .set({ seenAt: sql`now() - make_interval(secs => ${PRESENCE_TTL_MS / 1000 + 1})` })
    .where(eq(staff.staffId, staffId));
}
