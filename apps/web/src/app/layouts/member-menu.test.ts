import { describe, expect, it } from 'vitest';
import { availableMemberMenu, MEMBER_MENU } from './member-menu';

describe('member menu', () => {
  it('keeps only entries whose page exists and drops empty groups', () => {
    const menu = availableMemberMenu((path) => ['/member/index', '/member/account'].includes(path));
    expect(menu.map((g) => [g.key, g.entries.map((e) => e.path)])).toEqual([
      ['member', ['/member/index']],
      ['account', ['/member/account']],
    ]);
  });

  it('shows the verification desk and its records to a store verifier only (issue 17)', () => {
    const trade = (roles?: { verifier?: boolean }) =>
      availableMemberMenu(() => true, roles)
        .find((g) => g.key === 'trade')
        ?.entries.map((e) => e.path);
    expect(trade()).not.toContain('/member/verification');
    expect(trade()).not.toContain('/member/verification_list');
    expect(trade({ verifier: true })).toEqual(
      expect.arrayContaining(['/member/verification', '/member/verification_list']),
    );
  });

  it('lists every member-centre page of the spec under /member', () => {
    const paths = MEMBER_MENU.flatMap((g) => g.entries.map((e) => e.path));
    expect(paths.every((p) => p.startsWith('/member/'))).toBe(true);
    expect(paths).toEqual(
      expect.arrayContaining(['/member/order_list', '/member/my_coupon', '/member/qualification']),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });
});
