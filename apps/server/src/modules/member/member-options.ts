import type { DbExecutor } from '../../db/client';
import { findAreas } from './area.repository';
import { levelsByGrowth } from './growth.repository';

/** The member levels, lowest first: the console prices goods per level (issue 25, ADR 0021). */
export async function memberLevelOptions(
  db: DbExecutor,
): Promise<{ level_id: number; level_name: string }[]> {
  return (await levelsByGrowth(db)).map((l) => ({ level_id: l.levelId, level_name: l.levelName }));
}

/** Which of these region ids exist (sale control bars regions, issue 25). */
export async function knownAreaIds(db: DbExecutor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set((await findAreas(db, [...new Set(ids)])).map((a) => a.id));
}
