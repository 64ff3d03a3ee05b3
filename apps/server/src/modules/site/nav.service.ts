import type { NavEntry } from '@shop/contracts/site';
import type { DbExecutor } from '../../db/client';
import { cachedRead } from '../../lib/read-cache';
import { findShownNavEntries } from './nav.repository';
import { toUrlObject } from './url-object';

/** The header's custom navigation; `nav_url` travels as JSON text `{"url": ...}` (spec §3). */
export async function listNavEntries(db: DbExecutor): Promise<NavEntry[]> {
  const rows = await cachedRead(db, 'nav', () => findShownNavEntries(db));
  return rows.map((row) => ({
    id: row.id,
    nav_title: row.navTitle,
    nav_icon: row.navIcon,
    nav_url: JSON.stringify(toUrlObject(row.navUrl)),
    is_blank: row.isBlank === 1 ? 1 : 0,
  }));
}
