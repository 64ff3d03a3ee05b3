import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { staff } from '../auth/staff.tables';
import { shop } from '../catalogue/catalogue.tables';

/** A staff account by username (case-insensitive), with what login checks. */
export async function findStaffByUsername(db: DbExecutor, username: string) {
  const rows = await db
    .select({
      staffId: staff.staffId,
      passwordHash: staff.passwordHash,
      status: staff.status,
      role: staff.role,
    })
    .from(staff)
    .where(eq(sql`lower(${staff.username})`, username.toLowerCase()))
    .limit(1);
  return rows[0];
}

/** A staff account with its shop's name and logo. */
export async function findStaffWithShop(db: DbExecutor, staffId: number) {
  const rows = await db
    .select({
      staffId: staff.staffId,
      siteId: staff.siteId,
      username: staff.username,
      nickname: staff.nickname,
      role: staff.role,
      isPlatform: staff.isPlatform,
      headimg: staff.headimg,
      online: staff.online,
      shopName: shop.shopName,
      logo: shop.logo,
    })
    .from(staff)
    .innerJoin(shop, eq(shop.siteId, staff.siteId))
    .where(eq(staff.staffId, staffId))
    .limit(1);
  return rows[0];
}

/** Whether any administrator account exists (while none does, the first run is open; ADR 0023). */
export async function administratorExists(db: DbExecutor): Promise<boolean> {
  const rows = await db
    .select({ id: staff.staffId })
    .from(staff)
    .where(eq(staff.role, 'admin'))
    .limit(1);
  return rows.length > 0;
}
