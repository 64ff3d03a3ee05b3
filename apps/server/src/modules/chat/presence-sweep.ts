import type { DbExecutor } from '../../db/client';
import { markServicerSeen } from '../auth';
import { PRESENCE_TTL_MS } from './presence.service';

/**
 * The servicer's last socket closed: their presence ends now instead of at the end of the TTL
 * (the `online` choice stays; their next socket makes them present again).
 */
export async function expireServicer(db: DbExecutor, staffId: number): Promise<void> {
  await markServicerSeen(db, staffId, PRESENCE_TTL_MS / 1000 + 1);
}
