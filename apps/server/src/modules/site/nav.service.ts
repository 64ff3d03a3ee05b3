import type { NavEntry } from '@shop/contracts/site';
import type { DbExecutor } from '../../db/client';
import { shopText } from '../../lib/i18n/shop-text';
import type { Lang } from '../../lib/i18n/translate';
import { cachedRead } from '../../lib/read-cache';
import { findShownNavEntries } from './nav.repository';
import { toUrlObject } from './url-object';

/**
 * The header's custom navigation; `nav_url` travels as JSON text `{"url": ...}` (spec §3), and
 * `nav_title` is in the request's language (issue 14). The cache holds both languages' titles.
 */
export async function listNavEntries(db: DbExecutor, lang: Lang): Promise<NavEntry[]> {
  const rows = await cachedRead(db, 'nav', () => findShownNavEntries(db));
  return rows.map((row) => ({
    id: row.id,
    nav_title: shopText(lang, row.navTitle, row.navTitleEn),
    nav_icon: row.navIcon,
    nav_url: JSON.stringify(toUrlObject(row.navUrl)),
    is_blank: row.isBlank === 1 ? 1 : 0,
  }));
}
