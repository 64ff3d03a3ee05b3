import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { member } from '../member/member.tables';
import { memberMoney, memberMoneyOrZero } from './member-money.tables';

/**
 * The members of an ERP credit batch by customer code, with their credit (zero without a money
 * row), their member rows locked in member order (one read for the whole batch; two batches or a
 * batch and the console wait for each other instead of losing a change, and always lock in the
 * same order, so they cannot deadlock).
 */
export function lockMembersByErpCode(db: DbExecutor, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  // One jsonb parameter for the codes; `<> ''` lets the partial unique index on the code answer.
  const wanted = sql`(select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`;
  return db
    .select({
      memberId: member.memberId,
      erpCode: member.erpCode,
      creditLimitFen: memberMoneyOrZero.creditLimitFen,
      creditUsedFen: memberMoneyOrZero.creditUsedFen,
    })
    .from(member)
    .leftJoin(memberMoney, eq(memberMoney.memberId, member.memberId))
    .where(and(ne(member.erpCode, ''), sql`${member.erpCode} in ${wanted}`))
    .orderBy(asc(member.memberId))
    .for('update', { of: member });
}
