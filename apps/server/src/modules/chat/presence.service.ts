import { STAFF_PERMISSIONS } from '@shop/contracts/staff';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { staff } from '../auth/staff.tables';

/**
 * A servicer counts as online while they chose 上线 and their socket showed life within this
 * window (its heartbeat refreshes `seen_at`): a dropped workbench never leaves a ghost online.
 */
export const PRESENCE_TTL_MS = 30_000;

/**
 * The staff ids of the shop's servicers online now (any role that may use the workbench, issue
 * 15), longest-serving first.
 */
export async function onlineServicerIds(db: DbExecutor, siteId: number): Promise<number[]> {
  const rows = await db
    .select({ staffId: staff.staffId })
    .from(staff)
    .where(
      and(
        eq(staff.siteId, siteId),
        inArray(staff.role, [...STAFF_PERMISSIONS['workbench.use']]),
        eq(staff.status, 1),
        eq(staff.online, 1),
        gt(staff.seenAt, sql`now() - make_interval(secs => ${PRESENCE_TTL_MS / 1000})`),
      ),
    )
    .orderBy(asc(staff.staffId));
  return rows.map((r) => r.staffId);
}
