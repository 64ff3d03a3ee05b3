import { memberRecharge } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

/** Test support for the console's recharge calls (imported by tests only). */

/** Arranges a recharge waiting review (status 1) for `memberId`. */
export async function reviewingRecharge(t: TestApp, memberId: number, amountFen = 100_000) {
  const [row] = await t.database.db
    .insert(memberRecharge)
    .values({
      rechargeNo: `${Date.now()}${Math.floor(Math.random() * 1e10)}`.padEnd(24, '0').slice(0, 24),
      memberId,
      amountFen,
      bonusFen: 2_000,
      packageName: '充1000送20',
      payType: 'offline',
      status: 1,
      voucher: '/upload/payvoucher/202611/0123456789abcdef0123456789abcdef.png',
      voucherTime: new Date(),
    })
    .returning();
  return row!;
}
