import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS, STAFF_ROLES, staffMay } from './access';

describe('staffMay', () => {
  it.each([
    ['admin', 'settings.manage', true],
    ['operator', 'order.fulfil', true],
    ['operator', 'payment.review', false],
    ['finance', 'payment.review', true],
    ['finance', 'order.fulfil', false],
    ['member_manager', 'member.manage', true],
    ['member_manager', 'member.money', false],
    ['salesman', 'member.read', true],
    ['salesman', 'member.manage', false],
    ['servicer', 'workbench.use', true],
    ['servicer', 'order.read', false],
    ['nobody', 'order.read', false],
    ['operator', 'catalogue.manage', true],
    ['finance', 'catalogue.manage', false],
    ['admin', 'staff.manage', true],
    ['operator', 'staff.manage', false],
  ] as const)('%s may %s: %s', (role, permission, allowed) => {
    expect(staffMay(role, permission)).toBe(allowed);
  });

  it('names only known roles', () => {
    for (const roles of Object.values(STAFF_PERMISSIONS))
      for (const role of roles) expect(STAFF_ROLES).toContain(role);
  });
});
