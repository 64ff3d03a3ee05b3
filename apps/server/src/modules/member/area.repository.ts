import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { area } from './member.tables';

const columns = {
  id: area.id,
  pid: area.pid,
  name: area.name,
  shortname: area.shortname,
  level: area.level,
};
export type AreaRow = { id: number; pid: number; name: string; shortname: string; level: number };

export async function listAreaChildren(
  db: DbExecutor,
  pid: number,
  level?: number,
): Promise<AreaRow[]> {
  return db
    .select(columns)
    .from(area)
    .where(level ? and(eq(area.pid, pid), eq(area.level, level)) : eq(area.pid, pid))
    .orderBy(asc(area.sort), asc(area.id));
}

/** Regions whose parent is one of `pids`, up to `maxLevel`. */
export async function listAreasUnder(
  db: DbExecutor,
  pids: number[],
  maxLevel: number,
): Promise<AreaRow[]> {
  if (pids.length === 0) return [];
  return db
    .select(columns)
    .from(area)
    .where(and(inArray(area.pid, pids), lte(area.level, maxLevel)))
    .orderBy(asc(area.sort), asc(area.id));
}

export async function findAreas(db: DbExecutor, ids: number[]): Promise<AreaRow[]> {
  if (ids.length === 0) return [];
  return db.select(columns).from(area).where(inArray(area.id, ids));
}
