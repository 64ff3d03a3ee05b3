import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { findConfigValue, setConfig } from '../settings';

/*
 * The first run's setup token (ADR 0023): 128 random bits, printed once in the start log of a
 * server whose database has no administrator; only its SHA-256 is stored, with its expiry. Each
 * start prints a new one and the last one printed is the one that works; setup clears it.
 */

export const SETUP_TOKEN_KEY = 'setup_token';
/** How long a printed token is good for. */
export const SETUP_TOKEN_TTL_MS = 24 * 3_600_000;

const StoredTokenSchema = z.object({ hash: z.string().length(64), expires_at: z.number() });

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Makes and stores a new setup token; answers it for the start log. */
export async function issueSetupToken(db: DbExecutor, now = Date.now()): Promise<string> {
  const token = randomBytes(16).toString('hex');
  await setConfig(db, SETUP_TOKEN_KEY, {
    hash: sha256(token),
    expires_at: now + SETUP_TOKEN_TTL_MS,
  });
  return token;
}

/** 'ok', or why `token` does not open the setup: none stored, expired, or another one. */
export async function checkSetupToken(
  db: DbExecutor,
  token: string,
  now = Date.now(),
): Promise<'ok' | 'expired' | 'wrong'> {
  const stored = StoredTokenSchema.safeParse(await findConfigValue(db, SETUP_TOKEN_KEY));
  if (!stored.success) return 'wrong';
  const given = Buffer.from(sha256(token));
  if (!timingSafeEqual(given, Buffer.from(stored.data.hash))) return 'wrong';
  return stored.data.expires_at < now ? 'expired' : 'ok';
}

/** Forgets the token once setup is done (an empty value matches no token). */
export async function clearSetupToken(db: DbExecutor): Promise<void> {
  await setConfig(db, SETUP_TOKEN_KEY, {});
}
