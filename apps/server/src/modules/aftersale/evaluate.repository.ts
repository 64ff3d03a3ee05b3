import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { member } from '../member/member.tables';

/**
 * How the member appears on their evaluations: the shop name they go by (nickname, else the
 * username) and their head image, copied into each evaluation as it is written.
 */
export async function memberShownAs(db: DbExecutor, memberId: number) {
  const [row] = await db
    .select({
      name: sql<string>`coalesce(nullif(${member.nickname}, ''), ${member.username})`,
      headimg: member.headimg,
    })
    .from(member)
    .where(eq(member.memberId, memberId));
  return row ?? { name: '', headimg: '' };
}
