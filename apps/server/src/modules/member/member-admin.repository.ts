import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { loginGroup, member } from './member.tables';

/*
 * Staff changes of member accounts (issue 15's console). The console's service calls these in its
 * transaction, after locking the member row with `lockMemberRow`, and records the change.
 */

const lockedColumns = {
  memberId: member.memberId,
  status: member.status,
  labelId: member.labelId,
  levelId: member.levelId,
  salesmanId: member.salesmanId,
  loginGroupId: member.loginGroupId,
};
export type LockedMember = { [K in keyof typeof lockedColumns]: (typeof member.$inferSelect)[K] };

/** The member row under an update lock (concurrent staff changes of it wait for each other). */
export async function lockMemberRow(
  db: DbExecutor,
  memberId: number,
): Promise<LockedMember | undefined> {
  const rows = await db
    .select(lockedColumns)
    .from(member)
    .where(eq(member.memberId, memberId))
    .for('update');
  return rows[0];
}

/** Sets the label, level, salesman or status of a member. */
export async function updateMemberFields(
  db: DbExecutor,
  memberId: number,
  patch: Partial<Pick<LockedMember, 'labelId' | 'levelId' | 'salesmanId' | 'status'>>,
): Promise<void> {
  await db
    .update(member)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(member.memberId, memberId));
}

/** Locks a login group (its members change one change at a time). */
export async function lockLoginGroup(db: DbExecutor, groupId: number): Promise<void> {
  await db
    .select({ id: loginGroup.groupId })
    .from(loginGroup)
    .where(eq(loginGroup.groupId, groupId))
    .for('update');
}

/** A new, empty login group. */
export async function createLoginGroup(db: DbExecutor): Promise<number> {
  const [row] = await db.insert(loginGroup).values({}).returning({ id: loginGroup.groupId });
  if (!row) throw new Error('login group not created');
  return row.id;
}

/** Puts a member into a login group, or (null) out of any. */
export async function setLoginGroup(
  db: DbExecutor,
  memberId: number,
  groupId: number | null,
): Promise<void> {
  await db
    .update(member)
    .set({ loginGroupId: groupId, updatedAt: new Date() })
    .where(eq(member.memberId, memberId));
}

/** The ids of the members of a login group. */
export async function loginGroupMemberIds(db: DbExecutor, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ id: member.memberId })
    .from(member)
    .where(eq(member.loginGroupId, groupId));
  return rows.map((r) => r.id);
}
