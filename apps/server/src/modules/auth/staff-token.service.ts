import { ApiCode } from '@shop/contracts/common';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { staff, staffToken } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashToken, newToken } from './token.service';

/** A workbench login lasts one working day at most (12 hours). */
export const STAFF_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

/** A console session ends after this long without a call (issue 15: idle expiry). */
export const STAFF_IDLE_MS = 30 * 60 * 1000;
/** `last_seen_at` is written at most this often, not on every call. */
const SEEN_WRITE_EVERY_MS = 60_000;

/**
 * Who a staff token belongs to: the account, its shop, whether it acts for every shop (platform),
 * its role (contracts `STAFF_ROLES`) and the session's CSRF token hash.
 */
export type StaffIdentity = {
  staffId: number;
  siteId: number;
  isPlatform: boolean;
  role: string;
  username: string;
  csrfHash: string;
};

export type IssuedStaffToken = { token: string; expiresAt: Date; csrfToken: string };

/**
 * Issues a random 256-bit token for a staff account, and the session's CSRF token (console writes
 * echo it in the `x-csrf-token` header); only their sha256 hashes are stored.
 */
export async function issueStaffToken(db: DbExecutor, staffId: number): Promise<IssuedStaffToken> {
  const token = newToken();
  const csrfToken = newToken();
  const expiresAt = new Date(Date.now() + STAFF_TOKEN_TTL_MS);
  await db.insert(staffToken).values({
    staffId,
    tokenHash: hashToken(token),
    csrfHash: hashToken(csrfToken),
    expiresAt,
    lastSeenAt: new Date(),
  });
  return { token, expiresAt, csrfToken };
}

/**
 * The staff account and shop of a token. Throws AppError (code -10009) when the token is unknown,
 * revoked, expired or idle for longer than STAFF_IDLE_MS, or when the account was locked since.
 * Marks the session as seen (at most once a minute).
 */
export async function resolveStaffToken(db: DbExecutor, token: string): Promise<StaffIdentity> {
  if (!token) throw new AppError('staff.login_required', {}, ApiCode.TOKEN_ERROR);
  const rows = await db
    .select({
      staffId: staff.staffId,
      siteId: staff.siteId,
      isPlatform: staff.isPlatform,
      role: staff.role,
      username: staff.username,
      status: staff.status,
      tokenId: staffToken.tokenId,
      csrfHash: staffToken.csrfHash,
      expiresAt: staffToken.expiresAt,
      revokedAt: staffToken.revokedAt,
      lastSeenAt: staffToken.lastSeenAt,
    })
    .from(staffToken)
    .innerJoin(staff, eq(staff.staffId, staffToken.staffId))
    .where(eq(staffToken.tokenHash, hashToken(token)))
    .limit(1);
  const row = rows[0];
  if (!row || row.revokedAt) throw new AppError('staff.login_required', {}, ApiCode.TOKEN_ERROR);
  const now = Date.now();
  const seen = row.lastSeenAt?.getTime() ?? now;
  if (row.expiresAt.getTime() <= now || now - seen > STAFF_IDLE_MS)
    throw new AppError('staff.login_expired', {}, ApiCode.TOKEN_ERROR);
  if (row.status !== 1) throw new AppError('staff.locked', {}, ApiCode.TOKEN_ERROR);
  if (now - seen >= SEEN_WRITE_EVERY_MS)
    await db
      .update(staffToken)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(staffToken.tokenId, row.tokenId));
  return {
    staffId: row.staffId,
    siteId: row.siteId,
    isPlatform: row.isPlatform === 1,
    role: row.role,
    username: row.username,
    csrfHash: row.csrfHash,
  };
}

/** Revokes every session of a staff account (disabled, password reset). */
export async function revokeStaffTokensOf(db: DbExecutor, staffId: number): Promise<void> {
  await db
    .update(staffToken)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffToken.staffId, staffId), isNull(staffToken.revokedAt)));
}

/** Revokes one staff token (logout); unknown tokens are ignored. */
export async function revokeStaffToken(db: DbExecutor, token: string): Promise<void> {
  await db
    .update(staffToken)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffToken.tokenHash, hashToken(token)), isNull(staffToken.revokedAt)));
}
