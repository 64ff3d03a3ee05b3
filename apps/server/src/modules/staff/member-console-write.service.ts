import type { LinkAccountBody, ReviewDocumentBody, SetSalesmanBody } from '@shop/contracts/member';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { invalidateReads } from '../../lib/read-cache';
import { forgetMemberTokens, revokeAllTokens, staffReaches, type StaffActor } from '../auth';
import {
  createLoginGroup,
  decideMemberDocument,
  findDocumentMemberId,
  forgetLicenceState,
  lockLoginGroup,
  lockMemberRow,
  loginGroupMemberIds,
  setLoginGroup,
  updateMemberFields,
} from '../member';
import { findSalesman, labelExists, levelExists, memberInReach } from './member-console.repository';
import { auditMemberChange as audit, memberWrite, MIN_REASON_LENGTH } from './member-write';

/*
 * The console's member changes (issue 15, 16): licence reviews, buyer type, level, login groups,
 * salesman and status. Each runs through memberWrite (reach, row lock, one transaction) and is
 * audited with the values before and after; money changes are in member-money-console.service.
 */

/**
 * Approves (possibly correcting number, dates and scopes) or rejects with a reason one waiting
 * document version (issue 16); a version of a member out of reach is not found. Sale control
 * sees the new licence state at once in this process.
 */
export async function reviewDocument(
  db: DbExecutor,
  actor: StaffActor,
  body: ReviewDocumentBody,
): Promise<void> {
  if (body.pass === 0 && body.remark.length < MIN_REASON_LENGTH)
    throw new AppError('console.reject_reason_required');
  const memberId = await findDocumentMemberId(db, body.id);
  if (memberId === undefined) throw new AppError('console.document_not_found');
  try {
    await memberWrite(db, actor, memberId, async (tx) => {
      const decision = await decideMemberDocument(tx, body, actor.staffId);
      await audit(tx, actor, {
        action: body.pass === 1 ? 'member.document_approve' : 'member.document_reject',
        targetId: memberId,
        before: decision.before,
        after: decision.after,
        remark: body.pass === 1 ? '' : body.remark,
      });
    });
  } catch (error) {
    // A version of a member out of reach is answered like one that does not exist (ADR 0015).
    if (error instanceof AppError && error.messageKey === 'console.member_not_found')
      throw new AppError('console.document_not_found');
    throw error;
  }
  forgetLicenceState(db, memberId);
}

/** Changes the buyer type; sale control sees it at once in this process (viewer cache). */
export async function setMemberLabel(
  db: DbExecutor,
  actor: StaffActor,
  body: { member_id: number; label_id: number },
): Promise<void> {
  await memberWrite(db, actor, body.member_id, async (tx, locked) => {
    if (!(await labelExists(tx, body.label_id))) throw new AppError('console.label_not_found');
    if (locked.labelId === body.label_id) return;
    await updateMemberFields(tx, body.member_id, { labelId: body.label_id });
    await audit(tx, actor, {
      action: 'member.set_label',
      targetId: body.member_id,
      before: { label_id: locked.labelId ?? 0 },
      after: { label_id: body.label_id },
    });
  });
  invalidateReads(db, `member-label:${body.member_id}`);
}

export async function setMemberLevel(
  db: DbExecutor,
  actor: StaffActor,
  body: { member_id: number; level_id: number },
): Promise<void> {
  await memberWrite(db, actor, body.member_id, async (tx, locked) => {
    if (!(await levelExists(tx, body.level_id))) throw new AppError('console.level_not_found');
    if (locked.levelId === body.level_id) return;
    await updateMemberFields(tx, body.member_id, { levelId: body.level_id });
    await audit(tx, actor, {
      action: 'member.set_level',
      targetId: body.member_id,
      before: { level_id: locked.levelId ?? 0 },
      after: { level_id: body.level_id },
    });
  });
  // The level prices a member pays (ADR 0021) follow at once in this process.
  invalidateReads(db, `member-label:${body.member_id}`);
}

/**
 * Puts `link_member_id` into the login group of `member_id` (a new group when it has none). An
 * account in another group must be unlinked first. Both rows are locked, lowest id first.
 */
export async function linkMemberAccount(
  db: DbExecutor,
  actor: StaffActor,
  body: LinkAccountBody,
): Promise<void> {
  if (body.member_id === body.link_member_id) throw new AppError('console.link_self');
  await memberWrite(
    db,
    actor,
    Math.min(body.member_id, body.link_member_id),
    async (tx, first, reach) => {
      const otherId = Math.max(body.member_id, body.link_member_id);
      if (!(await memberInReach(tx, reach, otherId)))
        throw new AppError('console.member_not_found');
      const second = await lockMemberRow(tx, otherId);
      if (!second) throw new AppError('console.member_not_found');
      const [owner, linked] = first.memberId === body.member_id ? [first, second] : [second, first];
      if (owner.loginGroupId !== null && linked.loginGroupId === owner.loginGroupId) return;
      if (linked.loginGroupId !== null) throw new AppError('console.link_other_group');
      let groupId = owner.loginGroupId;
      if (groupId === null) {
        groupId = await createLoginGroup(tx);
        await setLoginGroup(tx, owner.memberId, groupId);
      } else await lockLoginGroup(tx, groupId);
      await setLoginGroup(tx, linked.memberId, groupId);
      await audit(tx, actor, {
        action: 'member.link_account',
        targetId: linked.memberId,
        before: { login_group_id: 0 },
        after: { login_group_id: groupId, with_member_id: owner.memberId },
      });
    },
  );
}

/** Takes a member out of its login group; a group left with one account is dissolved. */
export async function unlinkMemberAccount(
  db: DbExecutor,
  actor: StaffActor,
  memberId: number,
): Promise<void> {
  await memberWrite(db, actor, memberId, async (tx, locked) => {
    const groupId = locked.loginGroupId;
    if (groupId === null) throw new AppError('console.not_linked');
    await lockLoginGroup(tx, groupId);
    await setLoginGroup(tx, memberId, null);
    const rest = await loginGroupMemberIds(tx, groupId);
    if (rest.length === 1) await setLoginGroup(tx, rest[0]!, null);
    await audit(tx, actor, {
      action: 'member.unlink_account',
      targetId: memberId,
      before: { login_group_id: groupId },
      after: { login_group_id: 0, dissolved: rest.length === 1 },
    });
  });
}

/**
 * Assigns a salesman of the staff account's shop (any shop's for a platform account), or none.
 * A shop's staff may not take a member away from another shop's salesman.
 */
export async function setMemberSalesman(
  db: DbExecutor,
  actor: StaffActor,
  body: SetSalesmanBody,
): Promise<void> {
  if (body.salesman_id !== 0) {
    const salesman = await findSalesman(db, body.salesman_id);
    if (!salesman || salesman.status !== 1 || !staffReaches(actor, salesman.siteId))
      throw new AppError('console.salesman_not_found');
  }
  await memberWrite(db, actor, body.member_id, async (tx, locked) => {
    if (locked.salesmanId === body.salesman_id) return;
    if (locked.salesmanId !== 0) {
      const current = await findSalesman(tx, locked.salesmanId);
      if (current && !staffReaches(actor, current.siteId))
        throw new AppError('console.salesman_other_shop');
    }
    await updateMemberFields(tx, body.member_id, { salesmanId: body.salesman_id });
    await audit(tx, actor, {
      action: 'member.set_salesman',
      targetId: body.member_id,
      before: { salesman_id: locked.salesmanId },
      after: { salesman_id: body.salesman_id },
    });
  });
}

/**
 * Disables (0) or enables (1) an account; disabling ends all its sessions at once. A disabling's
 * reason is kept in its audit row, where the sign-in reads it for the member (issue 25).
 */
export async function setMemberStatus(
  db: DbExecutor,
  actor: StaffActor,
  memberId: number,
  status: 0 | 1,
  reason = '',
): Promise<void> {
  await memberWrite(db, actor, memberId, async (tx, locked) => {
    if (locked.status === status)
      throw new AppError(status === 0 ? 'console.already_disabled' : 'console.already_enabled');
    await updateMemberFields(tx, memberId, { status });
    if (status === 0) await revokeAllTokens(tx, memberId);
    await audit(tx, actor, {
      action: status === 0 ? 'member.disable' : 'member.enable',
      targetId: memberId,
      before: { status: locked.status },
      after: { status },
      remark: reason,
    });
  });
  if (status === 0) forgetMemberTokens(memberId);
}
