import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { staff } from '../auth/staff.tables';
import { shop } from '../catalogue/catalogue.tables';
import { escapeLike, likeLower } from '../../lib/like';
import { pageWindow, type PageQuery } from '../../lib/paging';

/** Servicer accounts as the console reads them (writes go through auth's front door). */

const servicerColumns = {
  staffId: staff.staffId,
  username: staff.username,
  nickname: staff.nickname,
  siteId: staff.siteId,
  shopName: shop.shopName,
  status: staff.status,
  online: staff.online,
  role: staff.role,
  isPlatform: staff.isPlatform,
  createdAt: staff.createdAt,
};

export type ServicerRow = {
  staffId: number;
  username: string;
  nickname: string;
  siteId: number;
  shopName: string;
  status: number;
  online: number;
  role: string;
  isPlatform: number;
  createdAt: Date;
};

/** The list filters of `/staff/api/servicer/lists` and `/staff/api/account/lists`. */
export type ServicerFilter = { keyword?: string; status?: 0 | 1; site_id?: number; role?: string };

/**
 * The staff accounts of shop `shopScope` (null: every shop), of `role` when given (servicers for
 * the servicer screen, any for the accounts screen), filtered, newest first, one page.
 */
export async function servicerPage(
  db: DbExecutor,
  shopScope: number | null,
  filter: ServicerFilter & PageQuery,
): Promise<{ rows: ServicerRow[]; count: number }> {
  const where: SQL[] = [];
  if (filter.role !== undefined) where.push(eq(staff.role, filter.role));
  if (shopScope !== null) where.push(eq(staff.siteId, shopScope));
  if (filter.site_id !== undefined) where.push(eq(staff.siteId, filter.site_id));
  if (filter.status !== undefined) where.push(eq(staff.status, filter.status));
  if (filter.keyword) {
    const pattern = `%${escapeLike(filter.keyword.toLowerCase())}%`;
    where.push(or(likeLower(staff.username, pattern), likeLower(staff.nickname, pattern))!);
  }
  const condition = and(...where);
  const { offset, limit } = pageWindow(filter);
  const rows = await db
    .select(servicerColumns)
    .from(staff)
    .innerJoin(shop, eq(shop.siteId, staff.siteId))
    .where(condition)
    .orderBy(desc(staff.staffId))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(staff)
    .where(condition);
  return { rows, count: total?.count ?? 0 };
}

/**
 * A servicer within shop `shopScope` (null: any shop), locked for the caller's transaction; a
 * servicer of another shop, or another kind of staff account, is answered as missing.
 */
export async function findServicerForUpdate(
  db: DbExecutor,
  staffId: number,
  shopScope: number | null,
): Promise<ServicerRow | undefined> {
  const where = [eq(staff.staffId, staffId), eq(staff.role, 'servicer')];
  if (shopScope !== null) where.push(eq(staff.siteId, shopScope));
  const rows = await db
    .select(servicerColumns)
    .from(staff)
    .innerJoin(shop, eq(shop.siteId, staff.siteId))
    .where(and(...where))
    .limit(1)
    .for('update', { of: staff });
  return rows[0];
}

/** Whether shop `siteId` exists. */
export async function shopExists(db: DbExecutor, siteId: number): Promise<boolean> {
  const rows = await db
    .select({ id: shop.siteId })
    .from(shop)
    .where(eq(shop.siteId, siteId))
    .limit(1);
  return rows.length > 0;
}
