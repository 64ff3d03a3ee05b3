import { NoDataSchema, EmptyBodySchema } from '../common';
import { defineStaffEndpoint } from '../staff/staff-endpoint';
import {
  AdjustBalanceBodySchema,
  ConsoleMemberDetailSchema,
  ConsoleMemberIdBodySchema,
  ConsoleMemberListBodySchema,
  ConsoleMemberOptionsSchema,
  ConsoleMemberPageSchema,
  DisableMemberBodySchema,
  LinkAccountBodySchema,
  MemberMoneySchema,
  DocumentQueueBodySchema,
  DocumentQueuePageSchema,
  ReviewDocumentBodySchema,
  SetCreditBodySchema,
  SetMemberLabelBodySchema,
  SetMemberLevelBodySchema,
  SetSalesmanBodySchema,
} from './member-console.schema';

/*
 * The console's member calls (issue 15). Every one answers a member out of the staff account's
 * reach as not found (docs/adr/0015-staff-see-members.md); a salesman reads only the members
 * assigned to them. Every write is audited with the values before and after.
 */

/** Members, paged, searched and filtered. */
export const consoleMemberListEndpoint = defineStaffEndpoint({
  path: '/staff/api/member/lists',
  body: ConsoleMemberListBodySchema,
  data: ConsoleMemberPageSchema,
  permission: 'member.read',
});

/** One member: profile, money, licences, login group, orders with the shop, salesman. */
export const consoleMemberDetailEndpoint = defineStaffEndpoint({
  path: '/staff/api/member/detail',
  body: ConsoleMemberIdBodySchema,
  data: ConsoleMemberDetailSchema,
  permission: 'member.read',
});

/** Labels, levels and salesmen for the console's selects. */
export const consoleMemberOptionsEndpoint = defineStaffEndpoint({
  path: '/staff/api/member/options',
  body: EmptyBodySchema,
  data: ConsoleMemberOptionsSchema,
  permission: 'member.read',
});

/** The document versions waiting review (issue 16). */
export const consoleDocumentQueueEndpoint = defineStaffEndpoint({
  path: '/staff/api/member/documentqueue',
  body: DocumentQueueBodySchema,
  data: DocumentQueuePageSchema,
  permission: 'document.review',
});

/** Approve (correcting number, dates, scopes) or reject with a reason one document version. */
export const consoleReviewDocumentEndpoint = defineStaffEndpoint({
  path: '/staff/api/member/reviewdocument',
  body: ReviewDocumentBodySchema,
  data: NoDataSchema,
  permission: 'document.review',
});

/** Changes the buyer type (label). */
export const consoleSetMemberLabelEndpoint = defineStaffEndpoint({
  path: '/staff/api/member/setlabel',
  body: SetMemberLabelBodySchema,
  data: NoDataSchema,
  permission: 'member.manage',
});

/** Changes the member level. */
export const consoleSetMemberLevelEndpoint = defineStaffEndpoint({
  path: '/staff/api/member/setlevel',
  body: SetMemberLevelBodySchema,
  data: NoDataSchema,
  permission: 'member.manage',
});

/** Sets the credit line; refused below what is in use. Answers the money after the change. */
export const consoleSetCreditEndpoint = defineStaffEndpoint({
  path: '/staff/api/member/setcredit',
  body: SetCreditBodySchema,
  data: MemberMoneySchema,
  permission: 'member.money',
});

/** Adds or takes off balance with a reason (a ledger row); never below zero. */
export const consoleAdjustBalanceEndpoint = defineStaffEndpoint({
  path: '/staff/api/member/adjustbalance',
  body: AdjustBalanceBodySchema,
  data: MemberMoneySchema,
  permission: 'member.money',
});

/** Links an account into the member's login group. */
export const consoleLinkAccountEndpoint = defineStaffEndpoint({
  path: '/staff/api/member/linkaccount',
  body: LinkAccountBodySchema,
  data: NoDataSchema,
  permission: 'member.manage',
});

/** Takes the member out of its login group (a group left with one account is dissolved). */
export const consoleUnlinkAccountEndpoint = defineStaffEndpoint({
  path: '/staff/api/member/unlinkaccount',
  body: ConsoleMemberIdBodySchema,
  data: NoDataSchema,
  permission: 'member.manage',
});

/** Assigns a salesman of the shop, or none (0). */
export const consoleSetSalesmanEndpoint = defineStaffEndpoint({
  path: '/staff/api/member/setsalesman',
  body: SetSalesmanBodySchema,
  data: NoDataSchema,
  permission: 'member.manage',
});

/**
 * Disables the account: it may not sign in (told 账号已被停用 with the reason, if one is given),
 * and every session of it ends at once.
 */
export const consoleDisableMemberEndpoint = defineStaffEndpoint({
  path: '/staff/api/member/disable',
  body: DisableMemberBodySchema,
  data: NoDataSchema,
  permission: 'member.manage',
});

/** Enables a disabled account again. */
export const consoleEnableMemberEndpoint = defineStaffEndpoint({
  path: '/staff/api/member/enable',
  body: ConsoleMemberIdBodySchema,
  data: NoDataSchema,
  permission: 'member.manage',
});
