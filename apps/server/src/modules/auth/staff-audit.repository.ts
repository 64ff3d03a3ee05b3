import { and, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { staffAuditLog } from './staff.tables';
import type { StaffActor } from './staff-access';

/** What a staff write changed, for the audit log (issue 15). */
export type StaffAction = {
  /** A dotted name, such as `order.voucher_confirm`. */
  action: string;
  /** The shop whose data changed (0: none in particular). */
  siteId: number;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  /** The reason the staff gave, if any. */
  remark?: string;
};

/**
 * Records a staff write. Call it with the transaction of the change itself, so a change and its
 * record are kept or lost together.
 */
export async function recordStaffAction(
  db: DbExecutor,
  actor: Pick<StaffActor, 'staffId' | 'username' | 'ip'>,
  entry: StaffAction,
): Promise<void> {
  await db.insert(staffAuditLog).values({
    staffId: actor.staffId,
    username: actor.username,
    siteId: entry.siteId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    remark: (entry.remark ?? '').slice(0, 200),
    ip: actor.ip.slice(0, 64),
  });
}

/** The remark of the newest `action` on a target (a disabling's reason), or '' when none. */
export async function latestRemarkOf(
  db: DbExecutor,
  target: { action: string; targetType: string; targetId: string | number },
): Promise<string> {
  const [row] = await db
    .select({ remark: staffAuditLog.remark })
    .from(staffAuditLog)
    .where(
      and(
        eq(staffAuditLog.targetType, target.targetType),
        eq(staffAuditLog.targetId, String(target.targetId)),
        eq(staffAuditLog.action, target.action),
      ),
    )
    .orderBy(desc(staffAuditLog.id))
    .limit(1);
  return row?.remark ?? '';
}
