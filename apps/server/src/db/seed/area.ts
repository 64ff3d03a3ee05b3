import { area } from '../schema';
import type { DbTransaction } from '../client';
import { AREA_TEXT } from './area-data';

type AreaRow = typeof area.$inferInsert;

/** Parses AREA_TEXT into rows of levels 1 (province), 2 (city) and 3 (district). */
export function parseAreas(text: string): AreaRow[] {
  const rows: AreaRow[] = [];
  let provinceId = 0;
  let sort = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!line.startsWith(' ')) {
      const [id, name, shortname] = line.trim().split(/\s+/);
      provinceId = Number(id);
      rows.push({
        id: provinceId,
        pid: 0,
        name: name ?? '',
        shortname: shortname ?? '',
        level: 1,
        sort: sort++,
      });
      continue;
    }
    const [cityPart = '', districtPart = ''] = line.trim().split(':');
    const [cityId, cityName = ''] = cityPart.split(' ');
    rows.push({
      id: Number(cityId),
      pid: provinceId,
      name: cityName,
      shortname: cityName.replace(/市$/, ''),
      level: 2,
      sort: sort++,
    });
    for (const district of districtPart.split(',')) {
      const [id, name = ''] = district.trim().split(' ');
      rows.push({
        id: Number(id),
        pid: Number(cityId),
        name,
        shortname: '',
        level: 3,
        sort: sort++,
      });
    }
  }
  return rows;
}

/** Provinces, cities and districts for the region pickers (base data every shop needs). */
export async function seedAreas(tx: DbTransaction): Promise<void> {
  const rows = parseAreas(AREA_TEXT);
  for (let i = 0; i < rows.length; i += 200) await tx.insert(area).values(rows.slice(i, i + 200));
}
