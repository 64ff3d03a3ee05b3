import { and, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ConsoleRechargeListBodySchema } from '@shop/contracts/member';
import type { DbExecutor } from '../../db/client';
import { memberRecharge } from '../finance/finance.tables';
import { member } from '../member/member.tables';
import { escapeLike, likeLower } from '../../lib/like';
import { pageWindow } from '../../lib/paging';
import { reachCondition, type MemberReach } from './member-console.repository';

/* The console's reads of recharges (issue 16): only those of members within reach (ADR 0015). */

const columns = {
  recharge: memberRecharge,
  username: member.username,
  nickname: member.nickname,
};

const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

function filterOf(body: z.output<typeof ConsoleRechargeListBodySchema>): SQL[] {
  const where: SQL[] = [];
  if (body.status !== undefined) where.push(eq(memberRecharge.status, body.status));
  if (body.search) {
    const pattern = `%${escapeLike(body.search.toLowerCase())}%`;
    where.push(
      or(likeLower(memberRecharge.rechargeNo, pattern), likeLower(member.username, pattern))!,
    );
  }
  if (body.start_date) where.push(gte(memberRecharge.createdAt, dayStart(body.start_date)));
  if (body.end_date)
    where.push(
      lt(memberRecharge.createdAt, new Date(dayStart(body.end_date).getTime() + 86_400_000)),
    );
  return where;
}

export async function findConsoleRechargePage(
  db: DbExecutor,
  reach: MemberReach,
  body: z.output<typeof ConsoleRechargeListBodySchema>,
) {
  const where = and(reachCondition(reach), ...filterOf(body));
  const { offset, limit } = pageWindow(body);
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(memberRecharge)
      .innerJoin(member, eq(member.memberId, memberRecharge.memberId))
      .where(where)
      .orderBy(desc(memberRecharge.createdAt), desc(memberRecharge.rechargeId))
      .offset(offset)
      .limit(limit),
    db
      .select({ total: count() })
      .from(memberRecharge)
      .innerJoin(member, eq(member.memberId, memberRecharge.memberId))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** One recharge of a member within reach (undefined otherwise). */
export async function findConsoleRecharge(db: DbExecutor, reach: MemberReach, rechargeId: number) {
  const [row] = await db
    .select(columns)
    .from(memberRecharge)
    .innerJoin(member, eq(member.memberId, memberRecharge.memberId))
    .where(and(eq(memberRecharge.rechargeId, rechargeId), reachCondition(reach)));
  return row;
}
export type ConsoleRechargeDbRow = NonNullable<Awaited<ReturnType<typeof findConsoleRecharge>>>;
