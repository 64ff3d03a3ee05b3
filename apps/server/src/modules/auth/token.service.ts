import { createHash, randomBytes } from 'node:crypto';
import { ApiCode } from '@shop/contracts/common';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findTokenByHash,
  insertToken,
  revokeMemberTokens,
  revokeTokenByHash,
} from './token.repository';

/** A session without auto-login lives one day on the server (the cookie ends with the browser). */
export const SESSION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const MAX_AUTO_LOGIN_DAYS = 30;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

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
  const token = randomBytes(32).toString('base64url');
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

/** The member a token belongs to; TOKEN_ERROR when unknown or revoked, -10010 when expired. */
export async function resolveToken(db: DbExecutor, token: string): Promise<{ memberId: number }> {
  const row = await findTokenByHash(db, hashToken(token));
  if (!row || row.revokedAt) throw new AppError('auth.token_error', {}, ApiCode.TOKEN_ERROR);
  if (row.expiresAt.getTime() <= Date.now())
    throw new AppError('auth.token_expired', {}, ApiCode.TOKEN_EXPIRED);
  return { memberId: row.memberId };
}

export async function revokeToken(db: DbExecutor, token: string): Promise<void> {
  await revokeTokenByHash(db, hashToken(token));
}

/** Ends every session of a member (after a password change). */
export async function revokeAllTokens(db: DbExecutor, memberId: number): Promise<void> {
  await revokeMemberTokens(db, memberId);
}
