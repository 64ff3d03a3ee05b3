import { sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { isContention } from '../../db/contention';
import { AppError } from '../../lib/app-error';
import { recordStaffAction, staffShop, type StaffAction, type StaffActor } from '../auth';
import { lockMemberRow, type LockedMember } from '../member';
import { memberInReach, type MemberReach } from './member-console.repository';
import { memberReachOf } from './member-console.service';

/*
 * The console's member changes (issue 15). Each runs in one transaction: the member is checked
 * against the staff account's reach (out of reach = not found), its row is locked so concurrent
 * staff changes of one member wait for each other, the change is made and audited with the
 * values before and after. A lock wait over 3 s answers "busy, retry".
 */

/** The shortest reason a rejection or an adjustment may carry. */
export const MIN_REASON_LENGTH = 2;

type MemberWork<T> = (tx: DbTransaction, locked: LockedMember, reach: MemberReach) => Promise<T>;

export async function memberWrite<T>(
  db: DbExecutor,
  actor: StaffActor,
  memberId: number,
  work: MemberWork<T>,
): Promise<T> {
  const reach = await memberReachOf(db, actor);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '3s'`);
      if (!(await memberInReach(tx, reach, memberId)))
        throw new AppError('console.member_not_found');
      const locked = await lockMemberRow(tx, memberId);
      if (!locked) throw new AppError('console.member_not_found');
      return await work(tx, locked, reach);
    });
  } catch (error) {
    if (isContention(error)) throw new AppError('console.busy');
    throw error;
  }
}

export const auditMemberChange = (
  tx: DbTransaction,
  actor: StaffActor,
  entry: Omit<StaffAction, 'siteId' | 'targetType'>,
) =>
  recordStaffAction(tx, actor, { ...entry, siteId: staffShop(actor) ?? 0, targetType: 'member' });
