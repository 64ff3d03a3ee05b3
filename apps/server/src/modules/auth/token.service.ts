import { createHash, randomBytes } from 'node:crypto';
import { ApiCode } from '@shop/contracts/common';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findTokenByHash,
  insertToken,
  revokeMemberTokens,
  revokeOtherMemberTokens,
  revokeTokenByHash,
} from './token.repository';

/** A session without auto-login lives one day on the server (the cookie ends with the browser). */
export const SESSION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const MAX_AUTO_LOGIN_DAYS = 30;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new login token of 256 random bits (members and staff alike); store only its hash. */
export const newToken = () => randomBytes(32).toString('base64url');

export type IssuedToken = { token: string; expiresAt: Date; persistent: boolean };

/**
 * Issues a random 256-bit token; only its hash is stored. `autoLoginDays` > 0 makes it last that
 * many days and the cookie persistent; otherwise it is a session token.
 */
export async function issueToken(
  db: DbExecutor,
  memberId: number,
  options: { autoLoginDays?: number; userAgent?: string; ip?: string } = {},
): Promise<IssuedToken> {
  const days = Math.min(Math.max(Math.floor(options.autoLoginDays ?? 0), 0), MAX_AUTO_LOGIN_DAYS);
  const token = newToken();
  const ttl = days > 0 ? days * 86_400_000 : SESSION_TOKEN_TTL_MS;
  const expiresAt = new Date(Date.now() + ttl);
  await insertToken(db, {
    memberId,
    tokenHash: hashToken(token),
    expiresAt,
    userAgent: (options.userAgent ?? '').slice(0, 255),
    ip: (options.ip ?? '').slice(0, 64),
  });
  return { token, expiresAt, persistent: days > 0 };
}

/**
 * Tokens found valid in the last moments, by hash: a member browsing sends one with every call,
 * and a database read per call would cap the catalogue's speed. Revocation in this process drops
 * the entry at once; other processes notice within `TOKEN_MEMO_MS` (a logout elsewhere, a
 * password reset).
 */
export const TOKEN_MEMO_MS = 2_000;
const TOKEN_MEMO_MAX = 10_000;
const validTokens = new Map<string, { memberId: number; until: number }>();

function remember(hash: string, memberId: number, expiresAt: Date): void {
  if (validTokens.size >= TOKEN_MEMO_MAX) validTokens.clear();
  validTokens.set(hash, {
    memberId,
    until: Math.min(Date.now() + TOKEN_MEMO_MS, expiresAt.getTime()),
  });
}

/** The member a token belongs to; TOKEN_ERROR when unknown or revoked, -10010 when expired. */
export async function resolveToken(db: DbExecutor, token: string): Promise<{ memberId: number }> {
  const hash = hashToken(token);
  const memo = validTokens.get(hash);
  if (memo && memo.until > Date.now()) return { memberId: memo.memberId };
  const row = await findTokenByHash(db, hash);
  if (!row || row.revokedAt) throw new AppError('auth.token_error', {}, ApiCode.TOKEN_ERROR);
  if (row.expiresAt.getTime() <= Date.now())
    throw new AppError('auth.token_expired', {}, ApiCode.TOKEN_EXPIRED);
  remember(hash, row.memberId, row.expiresAt);
  return { memberId: row.memberId };
}

export async function revokeToken(db: DbExecutor, token: string): Promise<void> {
  const hash = hashToken(token);
  validTokens.delete(hash);
  await revokeTokenByHash(db, hash);
}

/** Forgets this process's memo of a member's valid tokens (the next call reads the database). */
export function forgetMemberTokens(memberId: number): void {
  for (const [hash, memo] of validTokens) if (memo.memberId === memberId) validTokens.delete(hash);
}

/**
 * Ends every session of a member (after a password change, or when staff disable the account).
 * Inside a transaction, call `forgetMemberTokens` again after it commits: a call in between may
 * have remembered a token the uncommitted revocation did not yet hide.
 */
export async function revokeAllTokens(db: DbExecutor, memberId: number): Promise<void> {
  forgetMemberTokens(memberId);
  await revokeMemberTokens(db, memberId);
}

/**
 * Ends every session of a member but the caller's own `token` (issue 16: sign out elsewhere, and
 * after a password change); answers how many were ended.
 */
export async function revokeOtherTokens(
  db: DbExecutor,
  memberId: number,
  token: string,
): Promise<number> {
  forgetMemberTokens(memberId);
  return revokeOtherMemberTokens(db, memberId, hashToken(token));
}
