import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { shop } from './catalogue.tables';

/**
 * Whether shop `siteId` is the platform's own shop (自营): what the whole mall owns (members,
 * their credit) is changed from outside only in its name (issue 26: its ERP key).
 */
export async function isOwnShop(db: DbExecutor, siteId: number): Promise<boolean> {
  const rows = await db
    .select({ id: shop.siteId })
    .from(shop)
    .where(and(eq(shop.siteId, siteId), eq(shop.isOwn, true)));
  return rows.length === 1;
}
