import type { DbExecutor } from '../../db/client';
import { cachedRead } from '../../lib/read-cache';
import { findMember } from '../member/member.service';

/**
 * Who is looking at the catalogue: null for a visitor, else the member and the member label
 * (buyer type) that sale control decides on.
 */
export type Viewer = { memberId: number; labelId: number | null } | null;

/** The viewer of a request; the member's label is cached briefly (it changes rarely). */
export async function viewerOf(db: DbExecutor, auth: { memberId: number } | null): Promise<Viewer> {
  if (!auth) return null;
  const labelId = await cachedRead(db, `member-label:${auth.memberId}`, async () => {
    const row = await findMember(db, auth.memberId);
    return row?.labelId ?? null;
  });
  return { memberId: auth.memberId, labelId };
}
