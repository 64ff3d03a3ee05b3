import { count, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { notice } from './cms.tables';

/** The list order: pinned (置顶) notices first, then the newest. */
const noticeOrder = [desc(notice.isTop), desc(notice.createdAt), desc(notice.id)];

const listColumns = {
  id: notice.id,
  title: notice.title,
  is_top: notice.isTop,
  created_at: notice.createdAt,
};

export async function countNotices(db: DbExecutor): Promise<number> {
  const rows = await db.select({ n: count() }).from(notice);
  return rows[0]?.n ?? 0;
}

export function pageNotices(db: DbExecutor, options: { offset: number; limit: number }) {
  return db
    .select(listColumns)
    .from(notice)
    .orderBy(...noticeOrder)
    .offset(options.offset)
    .limit(options.limit);
}

/** Every notice's id and title in list order (a shop keeps tens of notices, not thousands). */
export function listNoticeTitles(db: DbExecutor) {
  return db
    .select({ id: notice.id, title: notice.title })
    .from(notice)
    .orderBy(...noticeOrder);
}

export async function findNotice(db: DbExecutor, id: number) {
  const rows = await db
    .select({ ...listColumns, content: notice.content })
    .from(notice)
    .where(eq(notice.id, id))
    .limit(1);
  return rows[0];
}
