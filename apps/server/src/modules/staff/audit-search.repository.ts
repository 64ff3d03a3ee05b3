import { and, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { staffAuditLog } from '../auth/staff.tables';
import { escapeLike } from '../../lib/like';
import { pageWindow, type PageQuery } from '../../lib/paging';

/** What the audit log search filters on; times already resolved to moments. */
export type AuditFilter = {
  /** null: every shop (a platform account); else one shop's entries. */
  siteId: number | null;
  username?: string;
  actionPrefix?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  /** Exclusive. */
  until?: Date;
};

/** One page of the audit log, newest first (the created_at index serves the order). */
export async function auditPage(db: DbExecutor, filter: AuditFilter, page: PageQuery) {
  const where: SQL[] = [];
  if (filter.siteId !== null) where.push(eq(staffAuditLog.siteId, filter.siteId));
  if (filter.username)
    where.push(eq(sql`lower(${staffAuditLog.username})`, filter.username.toLowerCase()));
  if (filter.actionPrefix)
    where.push(like(staffAuditLog.action, `${escapeLike(filter.actionPrefix)}%`));
  if (filter.targetType) where.push(eq(staffAuditLog.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(staffAuditLog.targetId, filter.targetId));
  if (filter.from) where.push(gte(staffAuditLog.createdAt, filter.from));
  if (filter.until) where.push(lt(staffAuditLog.createdAt, filter.until));
  const condition = where.length ? and(...where) : undefined;
  const { offset, limit } = pageWindow(page);
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(condition)
    .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(staffAuditLog)
    .where(condition);
  return { rows, count: total?.count ?? 0 };
}
