import { ApiCode } from '@shop/contracts/common';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { staff, staffToken } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashToken, newToken } from './token.service';

/** A workbench login lasts one working day at most (12 hours). */
export const STAFF_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

/** Who a staff token belongs to. */
export type StaffIdentity = { staffId: number; siteId: number };

export type IssuedStaffToken = { token: string; expiresAt: Date };

/** Issues a random 256-bit token for a staff account; only its sha256 hash is stored. */
export async function issueStaffToken(db: DbExecutor, staffId: number): Promise<IssuedStaffToken> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + STAFF_TOKEN_TTL_MS);
  await db.insert(staffToken).values({ staffId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/**
 * The staff account and shop of a token. Throws AppError (code -10009) when the token is unknown,
 * revoked or expired, or when the account was locked since.
 */
export async function resolveStaffToken(db: DbExecutor, token: string): Promise<StaffIdentity> {
  if (!token) throw new AppError('staff.login_required', {}, ApiCode.TOKEN_ERROR);
  const rows = await db
    .select({
      staffId: staff.staffId,
      siteId: staff.siteId,
      status: staff.status,
      expiresAt: staffToken.expiresAt,
      revokedAt: staffToken.revokedAt,
    })
    .from(staffToken)
    .innerJoin(staff, eq(staff.staffId, staffToken.staffId))
    .where(eq(staffToken.tokenHash, hashToken(token)))
    .limit(1);
  const row = rows[0];
  if (!row || row.revokedAt) throw new AppError('staff.login_required', {}, ApiCode.TOKEN_ERROR);
  if (row.expiresAt.getTime() <= Date.now())
    throw new AppError('staff.login_expired', {}, ApiCode.TOKEN_ERROR);
  if (row.status !== 1) throw new AppError('staff.locked', {}, ApiCode.TOKEN_ERROR);
  return { staffId: row.staffId, siteId: row.siteId };
}

/** Revokes one staff token (logout); unknown tokens are ignored. */
export async function revokeStaffToken(db: DbExecutor, token: string): Promise<void> {
  await db
    .update(staffToken)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffToken.tokenHash, hashToken(token)), isNull(staffToken.revokedAt)));
}
