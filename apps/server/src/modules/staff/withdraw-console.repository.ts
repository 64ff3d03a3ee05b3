import type { ConsoleWithdrawListBodySchema } from '@shop/contracts/member';
import { and, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { staff } from '../auth/staff.tables';
import { memberWithdraw } from '../finance/finance.tables';
import { memberMoney, memberMoneyOrZero } from '../finance/member-money.tables';
import { member } from '../member/member.tables';
import { escapeLike, likeLower } from '../../lib/like';

const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

type ListFilter = Pick<
  z.output<typeof ConsoleWithdrawListBodySchema>,
  'status' | 'search' | 'start' | 'end'
>;

function listCondition(body: ListFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (body.status !== undefined) where.push(eq(memberWithdraw.status, body.status));
  if (body.search) {
    const pattern = `%${escapeLike(body.search.toLowerCase())}%`;
    where.push(
      or(
        likeLower(member.username, pattern),
        likeLower(memberWithdraw.withdrawNo, pattern),
        likeLower(memberWithdraw.realname, pattern),
      ),
    );
  }
  if (body.start) where.push(gte(memberWithdraw.createdAt, dayStart(body.start)));
  if (body.end) where.push(lt(memberWithdraw.createdAt, nextDayStart(body.end)));
  return and(...where);
}

const listColumns = {
  withdraw: memberWithdraw,
  username: member.username,
  nickname: member.nickname,
  balanceFen: memberMoneyOrZero.balanceFen,
  balanceFrozenFen: memberMoneyOrZero.balanceFrozenFen,
  staffName: staff.username,
};

/** The withdrawals of the list, newest first, with the member's money now and the reviewer. */
export async function pageConsoleWithdraws(
  db: DbExecutor,
  body: ListFilter,
  window: { offset: number; limit: number },
) {
  const where = listCondition(body);
  const [total] = await db
    .select({ n: count() })
    .from(memberWithdraw)
    .innerJoin(member, eq(member.memberId, memberWithdraw.memberId))
    .where(where);
  const rows = await db
    .select(listColumns)
    .from(memberWithdraw)
    .innerJoin(member, eq(member.memberId, memberWithdraw.memberId))
    .leftJoin(memberMoney, eq(memberMoney.memberId, memberWithdraw.memberId))
    .leftJoin(staff, eq(staff.staffId, memberWithdraw.staffId))
    .where(where)
    .orderBy(desc(memberWithdraw.withdrawId))
    .offset(window.offset)
    .limit(window.limit);
  return { total: total?.n ?? 0, rows };
}
