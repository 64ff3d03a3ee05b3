import { createHmac } from 'node:crypto';
import { ApiCode } from '@shop/contracts/common';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { staff, staffToken } from './staff.tables';
import { AppError } from '../../lib/app-error';
import type { MessageKey } from '../../lib/i18n/translate';
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
 * The console CSRF token of a session: an HMAC of a fixed label keyed by the session token
 * (ADR 0014). Only the cookie's holder can compute it, it reveals nothing of the token, and the
 * console's `info` recomputes it on reload, so nothing but its hash is stored.
 */
export const consoleCsrfOf = (token: string): string =>
  createHmac('sha256', token).update('staff-console-csrf').digest('base64url');

/**
 * Issues a random 256-bit token for a staff account; only its hash is stored. A `console`
 * session (signed in with the captcha) also stores the hash of its CSRF token, so console calls
 * work with it; a `workbench` session stores none and serves the chat workbench only (ADR 0014).
 */
export async function issueStaffToken(
  db: DbExecutor,
  staffId: number,
  kind: 'console' | 'workbench' = 'console',
): Promise<IssuedStaffToken> {
  const token = newToken();
  const csrfToken = kind === 'console' ? consoleCsrfOf(token) : '';
  const expiresAt = new Date(Date.now() + STAFF_TOKEN_TTL_MS);
  await db.insert(staffToken).values({
    staffId,
    tokenHash: hashToken(token),
    csrfHash: csrfToken ? hashToken(csrfToken) : '',
    expiresAt,
    lastSeenAt: new Date(),
  });
  return { token, expiresAt, csrfToken };
}

/** Whether a session is a console session: its stored CSRF hash is that of its derived token. */
export const isConsoleSession = (token: string, identity: StaffIdentity): boolean =>
  identity.csrfHash === hashToken(consoleCsrfOf(token));

const ENDED_MESSAGES: Record<StaffRevokeReason, MessageKey> = {
  disabled: 'staff.locked',
  password_reset: 'staff.password_was_reset',
  moved: 'staff.moved_shop',
};

/** The refusal of an ended session: why, as `data.ended`, when the console ended it. */
function sessionEnded(reason: string): AppError {
  const key = (ENDED_MESSAGES as Partial<Record<string, MessageKey>>)[reason];
  return key
    ? new AppError(key, {}, ApiCode.TOKEN_ERROR, { ended: reason })
    : new AppError('staff.login_required', {}, ApiCode.TOKEN_ERROR);
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
      revokeReason: staffToken.revokeReason,
      lastSeenAt: staffToken.lastSeenAt,
    })
    .from(staffToken)
    .innerJoin(staff, eq(staff.staffId, staffToken.staffId))
    .where(eq(staffToken.tokenHash, hashToken(token)))
    .limit(1);
  const row = rows[0];
  if (!row) throw new AppError('staff.login_required', {}, ApiCode.TOKEN_ERROR);
  // A session the console ended says why (issue 25): the workbench's sign-in shows it.
  if (row.revokedAt) throw sessionEnded(row.revokeReason);
  const now = Date.now();
  const seen = row.lastSeenAt?.getTime() ?? now;
  if (row.expiresAt.getTime() <= now || now - seen > STAFF_IDLE_MS)
    throw new AppError('staff.login_expired', {}, ApiCode.TOKEN_ERROR);
  if (row.status !== 1) throw sessionEnded('disabled');
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

/**
 * A sign of life of a session outside HTTP calls (the workbench's open socket, ADR 0014): keeps
 * it from the idle expiry. A revoked, expired or already idle session stays ended.
 */
export async function touchStaffSession(db: DbExecutor, token: string): Promise<void> {
  const now = Date.now();
  await db
    .update(staffToken)
    .set({ lastSeenAt: new Date(now) })
    .where(
      and(
        eq(staffToken.tokenHash, hashToken(token)),
        isNull(staffToken.revokedAt),
        gt(staffToken.expiresAt, new Date(now)),
        gt(staffToken.lastSeenAt, new Date(now - STAFF_IDLE_MS)),
      ),
    );
}

/** Why the console ended every session of an account, told to whoever still holds one. */
export type StaffRevokeReason = 'disabled' | 'password_reset' | 'moved';

/** Revokes every session of a staff account (disabled, password reset, moved to another shop). */
export async function revokeStaffTokensOf(
  db: DbExecutor,
  staffId: number,
  reason: StaffRevokeReason,
): Promise<void> {
  await db
    .update(staffToken)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(staffToken.staffId, staffId), isNull(staffToken.revokedAt)));
}

/** Revokes one staff token (logout); unknown tokens are ignored. */
export async function revokeStaffToken(db: DbExecutor, token: string): Promise<void> {
  await db
    .update(staffToken)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffToken.tokenHash, hashToken(token)), isNull(staffToken.revokedAt)));
}
