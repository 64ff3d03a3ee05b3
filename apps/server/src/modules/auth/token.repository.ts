import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { memberToken } from './member-token.tables';

export async function insertToken(
  db: DbExecutor,
  row: { memberId: number; tokenHash: string; expiresAt: Date; userAgent: string; ip: string },
): Promise<void> {
  await db.insert(memberToken).values(row);
}

export async function findTokenByHash(db: DbExecutor, tokenHash: string) {
  const rows = await db
    .select({
      id: memberToken.id,
      memberId: memberToken.memberId,
      expiresAt: memberToken.expiresAt,
      revokedAt: memberToken.revokedAt,
    })
    .from(memberToken)
    .where(eq(memberToken.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

export async function revokeTokenByHash(db: DbExecutor, tokenHash: string): Promise<void> {
  await db
    .update(memberToken)
    .set({ revokedAt: new Date() })
    .where(and(eq(memberToken.tokenHash, tokenHash), isNull(memberToken.revokedAt)));
}

export async function revokeMemberTokens(db: DbExecutor, memberId: number): Promise<void> {
  await db
    .update(memberToken)
    .set({ revokedAt: new Date() })
    .where(and(eq(memberToken.memberId, memberId), isNull(memberToken.revokedAt)));
}

/** Revokes the member's live tokens except `keepHash` (the caller's own); answers how many. */
export async function revokeOtherMemberTokens(
  db: DbExecutor,
  memberId: number,
  keepHash: string,
): Promise<number> {
  const rows = await db
    .update(memberToken)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(memberToken.memberId, memberId),
        isNull(memberToken.revokedAt),
        ne(memberToken.tokenHash, keepHash),
      ),
    )
    .returning({ id: memberToken.id });
  return rows.length;
}
