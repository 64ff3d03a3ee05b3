import type { ConsoleSalesman, ConsoleSalesmanEditBodyParsed } from '@shop/contracts/staff';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordStaffAction, staffShop, updateSalesmanLink, type StaffActor } from '../auth';
import { findLoginMember } from '../member';
import {
  findConsoleSalesmen,
  findSalesmanForUpdate,
  memberLinkedElsewhere,
} from './salesman-console.repository';

/** `/staff/api/salesman/lists` (issue 16): the salesmen the actor manages. */
export async function listConsoleSalesmen(
  db: DbExecutor,
  actor: StaffActor,
): Promise<ConsoleSalesman[]> {
  return (await findConsoleSalesmen(db, staffShop(actor))).map((r) => ({
    staff_id: r.staffId,
    username: r.username,
    nickname: r.nickname,
    mobile: r.mobile,
    member_id: r.memberId,
    member_username: r.memberUsername,
    team_count: r.teamCount,
    status: r.status,
  }));
}

/**
 * `/staff/api/salesman/edit` (spec §6, issue 16): the phone members see, and the member login
 * from which the salesman opens their team pages (one login per salesman). Audited.
 */
export async function editConsoleSalesman(
  db: Db,
  actor: StaffActor,
  body: ConsoleSalesmanEditBodyParsed,
): Promise<number> {
  const login = body.member_login ? await findLoginMember(db, body.member_login) : undefined;
  if (body.member_login && !login) throw new AppError('console.salesman_member_not_found');
  const memberId = login?.memberId ?? 0;
  return db.transaction(async (tx) => {
    const found = await findSalesmanForUpdate(tx, body.staff_id, staffShop(actor));
    if (!found) throw new AppError('console.salesman_only');
    if (memberId && (await memberLinkedElsewhere(tx, memberId, found.staffId)))
      throw new AppError('console.salesman_member_taken');
    await updateSalesmanLink(tx, found.staffId, { mobile: body.mobile, memberId });
    await recordStaffAction(tx, actor, {
      action: 'salesman.edit',
      siteId: found.siteId,
      targetType: 'staff',
      targetId: found.staffId,
      before: { mobile: found.mobile, member_id: found.memberId },
      after: { mobile: body.mobile, member_id: memberId },
    });
    return found.staffId;
  });
}
