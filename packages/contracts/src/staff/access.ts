/**
 * Who may do what in the staff console (issue 15), in one pure place. The server checks every
 * console call with `staffMay`; the console hides what a role may not use with the same rules.
 */
export const STAFF_ROLES = [
  'admin',
  'operator',
  'finance',
  'member_manager',
  'servicer',
  'salesman',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a console call needs; one permission per kind of work. */
export const STAFF_PERMISSIONS = {
  /** The dashboard's figures and waiting counts. */
  'dashboard.read': ['admin', 'operator', 'finance', 'member_manager'],
  /** Orders: list, detail, picking list. */
  'order.read': ['admin', 'operator', 'finance'],
  /** Ship packages, hand over pickups, close unpaid orders. */
  'order.fulfil': ['admin', 'operator'],
  /** Confirm or reject transfer vouchers. */
  'payment.review': ['admin', 'finance'],
  /** Confirm or reject member recharges paid by transfer (issue 16). */
  'recharge.review': ['admin', 'finance'],
  /** Members: list and detail (a salesman sees only the members assigned to them). */
  'member.read': ['admin', 'finance', 'member_manager', 'salesman'],
  /** Review registrations and licences; label, level, login group, salesman, disable. */
  'member.manage': ['admin', 'member_manager'],
  /** Review members' licence documents one by one (issue 16). */
  'document.review': ['admin', 'member_manager'],
  /** Balance adjustments and credit limits. */
  'member.money': ['admin', 'finance'],
  /** Withdrawals: list, approve, reject, mark paid (issue 16). */
  'withdraw.review': ['admin', 'finance'],
  /** Refund requests: list and detail (finance reads them to pay bank refunds; issue 17). */
  'refund.read': ['admin', 'operator', 'finance'],
  /** Refund requests: agree, refuse, give the return address, confirm returned goods (issue 17). */
  'refund.review': ['admin', 'operator'],
  /** Pay refunds that go back by bank transfer (issue 17). */
  'refund.pay': ['admin', 'finance'],
  /** Decide buyers' complaints (平台维权) as the platform (issue 17). */
  'complaint.decide': ['admin'],
  /** Reply to and hide goods evaluations (issue 17). */
  'evaluate.manage': ['admin', 'operator'],
  /** Pickup stores, their verifiers and hours (issue 17). */
  'store.manage': ['admin', 'operator'],
  /** Create, disable and reset servicer accounts. */
  'servicer.manage': ['admin'],
  /** Price, member price, stock and shelf of goods. */
  'goods.edit': ['admin', 'operator'],
  /**
   * Categories, brands and goods services (issue 25). They are the whole mall's: only platform
   * accounts and the own shop's staff change them (ADR 0023).
   */
  'catalogue.manage': ['admin', 'operator'],
  /** The storefront's content: search words (issue 27). */
  'content.manage': ['admin', 'operator'],
  /** Seckill slots and the shop's promotions (issue 27, ADR 0030). */
  'promotion.manage': ['admin', 'operator'],
  /** Import sheets of goods, prices, stock and members (issue 26; members also need member.manage). */
  'erp.import': ['admin', 'operator', 'member_manager'],
  /** Staff accounts of the shop (every role; issue 25), beside the servicers. */
  'staff.manage': ['admin'],
  /** Site open or closed, the transfer bank account, the unpaid-order timeout. */
  'settings.manage': ['admin'],
  /** ERP keys of the open API and their call log (issue 26). */
  'erp.manage': ['admin'],
  /** The audit log. */
  'audit.read': ['admin'],
  /** The chat workbench. */
  'workbench.use': ['admin', 'servicer'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

/** Whether a role has a permission. */
export function staffMay(role: string, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly string[]).includes(role);
}

/** A salesman reads only the members assigned to them. */
export const seesOnlyOwnMembers = (role: string): boolean => role === 'salesman';
