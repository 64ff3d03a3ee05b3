import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { shop } from '../catalogue/catalogue.tables';

export type ChatShopRow = { siteId: number; shopName: string; logo: string };

const columns = { siteId: shop.siteId, shopName: shop.shopName, logo: shop.logo };

/** Open shops (status 1) among `siteIds`. */
export function findOpenShops(db: DbExecutor, siteIds: number[]): Promise<ChatShopRow[]> {
  if (siteIds.length === 0) return Promise.resolve([]);
  return db
    .select(columns)
    .from(shop)
    .where(and(inArray(shop.siteId, siteIds), eq(shop.status, 1)));
}
