import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { help, helpClass } from './cms.tables';

const visible = (classId?: number): SQL | undefined =>
  classId === undefined
    ? eq(help.isShow, true)
    : and(eq(help.isShow, true), eq(help.classId, classId));

const articleOrder = [asc(help.sort), asc(help.id)];

export function listHelpClasses(db: DbExecutor) {
  return db
    .select({
      class_id: helpClass.classId,
      class_name: helpClass.className,
      class_name_en: helpClass.classNameEn,
    })
    .from(helpClass)
    .orderBy(asc(helpClass.sort), asc(helpClass.classId));
}

/** Every visible article's list fields, in display order. */
export function listVisibleHelpLinks(db: DbExecutor) {
  return db
    .select({
      id: help.id,
      class_id: help.classId,
      title: help.title,
      title_en: help.titleEn,
      link_address: help.linkAddress,
    })
    .from(help)
    .where(visible())
    .orderBy(...articleOrder);
}

export async function countVisibleHelps(db: DbExecutor, classId?: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(help).where(visible(classId));
  return rows[0]?.n ?? 0;
}

export function pageVisibleHelps(
  db: DbExecutor,
  options: { classId?: number; offset: number; limit: number },
) {
  return db
    .select({
      id: help.id,
      class_id: help.classId,
      title: help.title,
      title_en: help.titleEn,
      link_address: help.linkAddress,
      created_at: help.createdAt,
    })
    .from(help)
    .where(visible(options.classId))
    .orderBy(...articleOrder)
    .offset(options.offset)
    .limit(options.limit);
}

/** One visible article with its class name. */
export async function findVisibleHelp(db: DbExecutor, id: number) {
  const rows = await db
    .select({
      id: help.id,
      class_id: help.classId,
      class_name: helpClass.className,
      class_name_en: helpClass.classNameEn,
      title: help.title,
      title_en: help.titleEn,
      content: help.content,
      link_address: help.linkAddress,
      created_at: help.createdAt,
    })
    .from(help)
    .innerJoin(helpClass, eq(helpClass.classId, help.classId))
    .where(and(eq(help.id, id), eq(help.isShow, true)))
    .limit(1);
  return rows[0];
}
