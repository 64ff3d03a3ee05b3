import type {
  AdjustBalanceBody,
  LinkAccountBody,
  MemberMoney,
  ReviewDocumentBody,
  SetCreditBody,
  SetSalesmanBody,
} from '@shop/contracts/member';
import { fenToYuan, yuanToFen } from '@shop/contracts/money';
import { sql } from 'drizzle-orm';
import { isContention } from '../../db/contention';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { invalidateReads } from '../../lib/read-cache';
import {
  forgetMemberTokens,
  recordStaffAction,
  revokeAllTokens,
  staffReaches,
  staffShop,
  type StaffAction,
  type StaffActor,
} from '../auth';
import {
  changeBalance,
  createLoginGroup,
  decideMemberDocument,
  findDocumentMemberId,
  forgetLicenceState,
  insertLedger,
  lockLoginGroup,
  lockMemberRow,
  loginGroupMemberIds,
  setCreditLimit,
  setLoginGroup,
  updateMemberFields,
  type LockedMember,
  type MemberMoneyRow,
} from '../member';
import {
  findSalesman,
  labelExists,
  levelExists,
  memberInReach,
  type MemberReach,
} from './member-console.repository';
import { memberReachOf } from './member-console.service';

/*
 * The console's member changes (issue 15). Each runs in one transaction: the member is checked
 * against the staff account's reach (out of reach = not found), its row is locked so concurrent
 * staff changes of one member wait for each other, the change is made and audited with the
 * values before and after. A lock wait over 3 s answers "busy, retry".
 */

/** The shortest reason a rejection or an adjustment may carry. */
const MIN_REASON_LENGTH = 2;

type MemberWork<T> = (tx: DbTransaction, locked: LockedMember, reach: MemberReach) => Promise<T>;

async function memberWrite<T>(
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

const audit = (
  tx: DbTransaction,
  actor: StaffActor,
  entry: Omit<StaffAction, 'siteId' | 'targetType'>,
) =>
  recordStaffAction(tx, actor, { ...entry, siteId: staffShop(actor) ?? 0, targetType: 'member' });

const moneyOf = (row: MemberMoneyRow): MemberMoney => ({
  balance: fenToYuan(row.balanceFen),
  credit_limit: fenToYuan(row.creditLimitFen),
  credit_used: fenToYuan(row.creditUsedFen),
});

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
}

/** Sets the credit line, never below the credit in use (fen exact). */
export async function setMemberCredit(
  db: DbExecutor,
  actor: StaffActor,
  body: SetCreditBody,
): Promise<MemberMoney> {
  const limitFen = yuanToFen(body.credit_limit);
  return memberWrite(db, actor, body.member_id, async (tx, locked) => {
    const after = await setCreditLimit(tx, body.member_id, limitFen);
    if (!after)
      throw new AppError('console.credit_below_used', { used: fenToYuan(locked.creditUsedFen) });
    await audit(tx, actor, {
      action: 'member.set_credit',
      targetId: body.member_id,
      before: { credit_limit: fenToYuan(locked.creditLimitFen) },
      after: { credit_limit: fenToYuan(after.creditLimitFen) },
    });
    return moneyOf(after);
  });
}

/**
 * Adds or takes off balance with a reason: one conditional statement (never below zero, and two
 * adjustments at once both count), a `member_account` ledger row like an order's, and the audit.
 */
export async function adjustMemberBalance(
  db: DbExecutor,
  actor: StaffActor,
  body: AdjustBalanceBody,
): Promise<MemberMoney> {
  const amountFen = yuanToFen(body.amount);
  if (amountFen === 0) throw new AppError('console.amount_zero');
  if (body.remark.length < MIN_REASON_LENGTH) throw new AppError('console.reason_required');
  return memberWrite(db, actor, body.member_id, async (tx) => {
    const after = await changeBalance(tx, body.member_id, amountFen);
    if (!after) throw new AppError('console.balance_not_enough');
    await insertLedger(tx, {
      memberId: body.member_id,
      accountType: 'balance',
      amountFen,
      fromType: 'staff_adjust',
      relateId: actor.staffId,
      remark: body.remark,
    });
    await audit(tx, actor, {
      action: 'member.adjust_balance',
      targetId: body.member_id,
      before: { balance: fenToYuan(after.balanceFen - amountFen) },
      after: { balance: fenToYuan(after.balanceFen), amount: fenToYuan(amountFen) },
      remark: body.remark,
    });
    return moneyOf(after);
  });
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

/** Disables (0) or enables (1) an account; disabling ends all its sessions at once. */
export async function setMemberStatus(
  db: DbExecutor,
  actor: StaffActor,
  memberId: number,
  status: 0 | 1,
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
    });
  });
  if (status === 0) forgetMemberTokens(memberId);
}
