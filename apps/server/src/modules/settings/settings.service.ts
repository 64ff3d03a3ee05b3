import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { cachedRead, invalidateReads } from '../../lib/read-cache';
import { findConfigValue, upsertConfigValue } from './settings.repository';

/**
 * Reads one shop setting (briefly cached, see lib/read-cache.ts), validated by its schema. A missing or malformed value yields the
 * schema's defaults, so a half-configured shop still answers.
 */
export async function getConfig<T extends z.ZodType>(
  db: DbExecutor,
  key: string,
  schema: T,
): Promise<z.infer<T>> {
  const raw = await cachedRead(db, `config:${key}`, () => findConfigValue(db, key));
  const parsed = schema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : schema.parse({});
}

export async function setConfig(db: DbExecutor, key: string, value: unknown): Promise<void> {
  await upsertConfigValue(db, key, value);
  invalidateReads(db, `config:${key}`);
}

/**
 * Drops this process's cached value of a setting: after a transaction that wrote it commits
 * (`setConfig` drops it at once, but a read before the commit may have cached the old value).
 */
export function forgetConfig(db: DbExecutor, key: string): void {
  invalidateReads(db, `config:${key}`);
}
