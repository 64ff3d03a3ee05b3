import type { Page } from '@shop/contracts/common';
import type { HelpClass, HelpInfo, HelpPageBody, HelpPageItem } from '@shop/contracts/cms';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { cachedRead } from '../../lib/read-cache';
import {
  countVisibleHelps,
  findVisibleHelp,
  listHelpClasses,
  listVisibleHelpLinks,
  pageVisibleHelps,
} from './help.repository';
import { pageCount, pageWindow } from '../../lib/paging';

/** Help classes in display order, each with its visible articles in display order. */
export async function getHelpClassList(db: DbExecutor): Promise<HelpClass[]> {
  const [classes, links] = await cachedRead(db, 'help-classes', () =>
    Promise.all([listHelpClasses(db), listVisibleHelpLinks(db)]),
  );
  return classes.map((c) => ({
    ...c,
    child_list: links
      .filter((link) => link.class_id === c.class_id)
      .map(({ id, title, link_address }) => ({ id, title, link_address })),
  }));
}

/** One page of visible articles, of one class or of all. */
export async function getHelpPage(
  db: DbExecutor,
  body: Pick<HelpPageBody, 'class_id' | 'page' | 'page_size'>,
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
    list: rows.map(({ created_at, ...row }) => ({ ...row, create_time: created_at.getTime() })),
  };
}

/** A visible article; an unknown or hidden one is refused with a message the buyer can read. */
export async function getHelpInfo(db: DbExecutor, id: number): Promise<HelpInfo> {
  const row = await findVisibleHelp(db, id);
  if (!row) throw new AppError('cms.help_not_found');
  const { created_at, ...rest } = row;
  return { ...rest, create_time: created_at.getTime() };
}
