import type { Page } from '@shop/contracts/common';
import type { HelpClass, HelpInfo, HelpPageBody, HelpPageItem } from '@shop/contracts/cms';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { shopText } from '../../lib/i18n/shop-text';
import type { Lang } from '../../lib/i18n/translate';
import { cachedRead } from '../../lib/read-cache';
import {
  countVisibleHelps,
  findVisibleHelp,
  listHelpClasses,
  listVisibleHelpLinks,
  pageVisibleHelps,
} from './help.repository';
import { pageCount, pageWindow } from '../../lib/paging';

/**
 * Help classes in display order, each with its visible articles in display order; names and
 * titles in the request's language (issue 14), the cache holding both.
 */
export async function getHelpClassList(db: DbExecutor, lang: Lang): Promise<HelpClass[]> {
  const [classes, links] = await cachedRead(db, 'help-classes', () =>
    Promise.all([listHelpClasses(db), listVisibleHelpLinks(db)]),
  );
  return classes.map((c) => ({
    class_id: c.class_id,
    class_name: shopText(lang, c.class_name, c.class_name_en),
    child_list: links
      .filter((link) => link.class_id === c.class_id)
      .map(({ id, title, title_en, link_address }) => ({
        id,
        title: shopText(lang, title, title_en),
        link_address,
      })),
  }));
}

/** One page of visible articles, of one class or of all. */
export async function getHelpPage(
  db: DbExecutor,
  body: Pick<HelpPageBody, 'class_id' | 'page' | 'page_size'>,
  lang: Lang,
): Promise<Page<HelpPageItem>> {
  const classId = body.class_id;
  const [total, rows] = await Promise.all([
    countVisibleHelps(db, classId),
    pageVisibleHelps(db, {
      classId,
      ...pageWindow(body),
    }),
  ]);
  return {
    page_count: pageCount(total, body),
    count: total,
    list: rows.map(({ created_at, title_en, ...row }) => ({
      ...row,
      title: shopText(lang, row.title, title_en),
      create_time: created_at.getTime(),
    })),
  };
}

/**
 * A visible article, its title and class name in the request's language (its content as the shop
 * wrote it); an unknown or hidden one is refused with a message the buyer can read.
 */
export async function getHelpInfo(db: DbExecutor, id: number, lang: Lang): Promise<HelpInfo> {
  const row = await findVisibleHelp(db, id);
  if (!row) throw new AppError('cms.help_not_found');
  const { created_at, title_en, class_name_en, ...rest } = row;
  return {
    ...rest,
    title: shopText(lang, rest.title, title_en),
    class_name: shopText(lang, rest.class_name, class_name_en),
    create_time: created_at.getTime(),
  };
}
