import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { member } from '../member/member.tables';
import { cachedRead } from '../../lib/read-cache';

/**
 * Who is looking at the catalogue: null for a visitor, else the member with what prices and sale
 * control decide on: the member label (buyer type), the member level (ADR 0021: prices per type
 * and level) and the regions of the member's address (province, city, district; sale control
 * may bar regions, issue 25).
 */
export type Viewer = {
  memberId: number;
  labelId: number | null;
  levelId: number | null;
  areaIds: readonly number[];
} | null;

/**
 * The viewer of a request; the member's label, level and regions are cached briefly (they change
 * rarely, and the console drops the entry when it changes them). Reads the member row itself: the
 * auth plugin stands below every module's routes, so it may not import the member module's front
 * door (which carries member's routes).
 */
export async function viewerOf(db: DbExecutor, auth: { memberId: number } | null): Promise<Viewer> {
  if (!auth) return null;
  const facts = await cachedRead(db, `member-label:${auth.memberId}`, async () => {
    const [row] = await db
      .select({
        labelId: member.labelId,
        levelId: member.levelId,
        provinceId: member.provinceId,
        cityId: member.cityId,
        districtId: member.districtId,
      })
      .from(member)
      .where(eq(member.memberId, auth.memberId));
    return {
      labelId: row?.labelId ?? null,
      levelId: row?.levelId ?? null,
      areaIds: row ? [row.provinceId, row.cityId, row.districtId].filter((id) => id > 0) : [],
    };
  });
  return { memberId: auth.memberId, ...facts };
}
