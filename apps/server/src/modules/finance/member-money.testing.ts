import type { DbExecutor } from '../../db/client';
import { findMemberMoney, type MemberMoneyRow } from './member-money.repository';
import { memberMoney } from './member-money.tables';

/* Test support for the member's money (imported by tests only; ADR 0025). */

/** The member's four amounts (zeros for a member without a money row). */
export async function moneyOf(db: DbExecutor, memberId: number): Promise<MemberMoneyRow> {
  const row = await findMemberMoney(db, memberId);
  if (!row) throw new Error(`no member ${memberId}`);
  return {
    balanceFen: row.balanceFen,
    balanceFrozenFen: row.balanceFrozenFen,
    creditLimitFen: row.creditLimitFen,
    creditUsedFen: row.creditUsedFen,
  };
}

/** Arranges the member's money: the given amounts set, the others kept (zero when new). */
export async function setMoney(
  db: DbExecutor,
  memberId: number,
  values: Partial<MemberMoneyRow>,
): Promise<void> {
  await db
    .insert(memberMoney)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: memberMoney.memberId, set: values });
}
