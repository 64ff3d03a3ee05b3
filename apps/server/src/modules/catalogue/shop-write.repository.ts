import type { DbExecutor } from '../../db/client';
import { shop } from './catalogue.tables';

/**
 * Opens the platform's own shop (自营) of a fresh install (issue 25, ADR 0023: first run): the
 * shop registrations come in through and the first administrator belongs to.
 */
export async function insertOwnShop(
  db: DbExecutor,
  values: { shopName: string; telephone: string },
): Promise<number> {
  const [row] = await db
    .insert(shop)
    .values({ ...values, isOwn: true })
    .returning({ id: shop.siteId });
  if (!row) throw new Error('shop insert returned nothing');
  return row.id;
}
