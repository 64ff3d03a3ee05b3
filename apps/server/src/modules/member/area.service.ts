import type { AreaNode } from '@shop/contracts/member';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findAreas, listAreaChildren, listAreasUnder, type AreaRow } from './area.repository';

export const listRegionChildren = (
  db: DbExecutor,
  pid: number,
  level?: number,
): Promise<AreaRow[]> => listAreaChildren(db, pid, level);

/** The regions under `pid` as a tree down to `maxLevel` (one query per level). */
export async function regionTree(db: DbExecutor, pid: number, maxLevel = 3): Promise<AreaNode[]> {
  const roots: AreaNode[] = [];
  const byId = new Map<number, AreaNode>();
  let parents = [pid];
  while (parents.length > 0) {
    const rows = await listAreasUnder(db, parents, maxLevel);
    for (const row of rows) {
      const node: AreaNode = { ...row };
      byId.set(row.id, node);
      const parent = byId.get(row.pid);
      if (parent) (parent.child_list ??= []).push(node);
      else roots.push(node);
    }
    parents = rows.filter((r) => r.level < maxLevel).map((r) => r.id);
  }
  return roots;
}

export type RegionChoice = { provinceId: number; cityId: number; districtId: number };

/**
 * Checks a province/city/district choice: either none of them, or all three existing and each the
 * child of the one before. Answers the display prefix, e.g. "浙江省 杭州市 西湖区", "北京市 北京市 东城区" ('' for none).
 */
export async function describeRegion(db: DbExecutor, choice: RegionChoice): Promise<string> {
  const ids = [choice.provinceId, choice.cityId, choice.districtId];
  if (ids.every((id) => id === 0)) return '';
  if (ids.some((id) => id === 0)) throw new AppError('member.area_incomplete');
  const found = new Map((await findAreas(db, ids)).map((a) => [a.id, a]));
  const [province, city, district] = ids.map((id) => found.get(id));
  const consistent =
    province?.level === 1 &&
    province.pid === 0 &&
    city?.level === 2 &&
    city.pid === province.id &&
    district?.level === 3 &&
    district.pid === city.id;
  if (!consistent) throw new AppError('member.area_invalid');
  // Every level as picked: 北京市 北京市 东城区 keeps its city (spec §3 full_address).
  return [province.name, city.name, district.name].join(' ');
}
