import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { member } from '../member/member.tables';
import { cachedRead } from '../../lib/read-cache';

/**
 * Who is looking at the catalogue: null for a visitor, else the member and the member label
 * (buyer type) that sale control decides on.
 */
export type Viewer = { memberId: number; labelId: number | null } | null;

/**
 * The viewer of a request; the member's label is cached briefly (it changes rarely). Reads the
 * member row itself: the auth plugin stands below every module's routes, so it may not import
 * the member module's front door (which carries member's routes).
 */
export async function viewerOf(db: DbExecutor, auth: { memberId: number } | null): Promise<Viewer> {
  if (!auth) return null;
  const labelId = await cachedRead(db, `member-label:${auth.memberId}`, async () => {
    const [row] = await db
      .select({ labelId: member.labelId })
      .from(member)
      .where(eq(member.memberId, auth.memberId));
    return row?.labelId ?? null;
  });
  return { memberId: auth.memberId, labelId };
}
