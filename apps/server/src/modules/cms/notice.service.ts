import type { Page } from '@shop/contracts/common';
import type { NoticeInfo, NoticeItem, NoticePageBody } from '@shop/contracts/cms';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { cachedRead } from '../../lib/read-cache';
import { countNotices, findNotice, listNoticeTitles, pageNotices } from './notice.repository';
import { pageCount, pageWindow } from '../../lib/paging';

/** One page of notices: pinned ones first, then the newest. */
export async function getNoticePage(
  db: DbExecutor,
  body: Pick<NoticePageBody, 'page' | 'page_size'>,
): Promise<Page<NoticeItem>> {
  const [total, rows] = await Promise.all([countNotices(db), pageNotices(db, pageWindow(body))]);
  return {
    page_count: pageCount(total, body),
    count: total,
    list: rows.map(({ created_at, ...row }) => ({ ...row, create_time: created_at.getTime() })),
  };
}

/**
 * One notice with its neighbours in the list order ("上一篇 / 下一篇"); an unknown id is refused
 * with a message the buyer can read.
 */
export async function getNoticeInfo(db: DbExecutor, id: number): Promise<NoticeInfo> {
  const [row, titles] = await Promise.all([
    findNotice(db, id),
    cachedRead(db, 'notice-titles', () => listNoticeTitles(db)),
  ]);
  if (!row) throw new AppError('notice.not_found');
  const at = titles.findIndex((n) => n.id === id);
  const { created_at, ...rest } = row;
  return {
    ...rest,
    create_time: created_at.getTime(),
    prev: at > 0 ? (titles[at - 1] ?? null) : null,
    next: at >= 0 ? (titles[at + 1] ?? null) : null,
  };
}
