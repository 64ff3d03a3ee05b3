import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { siteConfig } from './settings.tables';

export async function findConfigValue(db: DbExecutor, key: string): Promise<unknown> {
  const rows = await db
    .select({ value: siteConfig.value })
    .from(siteConfig)
    .where(eq(siteConfig.key, key))
    .limit(1);
  return rows[0]?.value;
}

export async function upsertConfigValue(
  db: DbExecutor,
  key: string,
  value: unknown,
): Promise<void> {
  await db
    .insert(siteConfig)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteConfig.key, set: { value, updatedAt: new Date() } });
}
