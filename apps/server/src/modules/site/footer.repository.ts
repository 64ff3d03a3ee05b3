import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { footerItem, friendlyLink } from './site.tables';

export type FooterItemKind = 'cert' | 'platform';

/** Visible friendly links in display order. */
export function listFriendlyLinks(db: DbExecutor) {
  return db
    .select({
      id: friendlyLink.id,
      link_title: friendlyLink.linkTitle,
      link_title_en: friendlyLink.linkTitleEn,
      link_url: friendlyLink.linkUrl,
      link_pic: friendlyLink.linkPic,
      is_blank: friendlyLink.isBlank,
    })
    .from(friendlyLink)
    .where(eq(friendlyLink.isShow, true))
    .orderBy(asc(friendlyLink.sort), asc(friendlyLink.id));
}

/** Certificate and platform entries in display order (grouped by the caller). */
export function listFooterItems(db: DbExecutor) {
  return db
    .select({
      id: footerItem.id,
      kind: footerItem.kind,
      name: footerItem.name,
      name_en: footerItem.nameEn,
      icon: footerItem.icon,
      link_url: footerItem.linkUrl,
    })
    .from(footerItem)
    .orderBy(asc(footerItem.sort), asc(footerItem.id));
}
