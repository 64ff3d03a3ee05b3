import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client';
import { findConfigValue, upsertConfigValue } from '../../modules/settings';
import { baseSeeders, demoSeeders } from './seeders';

export const SEED_MARKER_KEY = 'seed_state';

export type SeedResult = { seeded: boolean; demo: boolean };

/**
 * Fills an empty database: the base settings a shop needs to answer at all, plus the generated
 * demo catalogue, content and accounts when `demo` is on. Runs once (a marker row records it).
 */
export async function seedDatabase(
  db: DbExecutor,
  options: { demo: boolean },
): Promise<SeedResult> {
  if (await findConfigValue(db, SEED_MARKER_KEY)) return { seeded: false, demo: false };
  await db.transaction(async (tx) => {
    for (const seed of baseSeeders) await seed(tx);
    if (options.demo) for (const seed of demoSeeders) await seed(tx);
    await upsertConfigValue(tx, SEED_MARKER_KEY, {
      at: new Date().toISOString(),
      demo: options.demo,
    });
  });
  // Fresh statistics for the planner: PGlite has no autovacuum to gather them later.
  await db.execute(sql`ANALYZE`);
  return { seeded: true, demo: options.demo };
}
