import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { shop } from './catalogue.tables';
import { pickupStore, storeVerifier } from './store.tables';
import { escapeLike, likeLower } from '../../lib/like';
import { pageWindow, type PageQuery } from '../../lib/paging';

/** SQL of the shops' pickup stores (issue 17). */

export type StoreRow = typeof pickupStore.$inferSelect;
export type StoreValues = Omit<typeof pickupStore.$inferInsert, 'storeId' | 'createdAt'>;

/** The open stores of the shops, in each shop's order (first created first). */
export function openStoresOf(db: DbExecutor, siteIds: number[]): Promise<StoreRow[]> {
  if (siteIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(pickupStore)
    .where(and(inArray(pickupStore.siteId, siteIds), eq(pickupStore.isOpen, true)))
    .orderBy(asc(pickupStore.siteId), asc(pickupStore.storeId));
}

/** A store in any state (an order keeps pointing at a store closed since). */
export async function findStore(db: DbExecutor, storeId: number): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(pickupStore).where(eq(pickupStore.storeId, storeId));
  return row;
}

/** A store within shop `shopScope` (null: any shop), locked for the caller's change. */
export async function lockStore(
  db: DbExecutor,
  storeId: number,
  shopScope: number | null,
): Promise<StoreRow | undefined> {
  const where = [eq(pickupStore.storeId, storeId)];
  if (shopScope !== null) where.push(eq(pickupStore.siteId, shopScope));
  const [row] = await db
    .select()
    .from(pickupStore)
    .where(and(...where))
    .for('update');
  return row;
}

/** The list filters of `/staff/api/store/lists`. */
export type StoreFilter = { keyword?: string; is_open?: 0 | 1; site_id?: number };

/** One page of the stores of `shopScope` (null: every shop), open ones first, with verifiers. */
export async function consoleStorePage(
  db: DbExecutor,
  shopScope: number | null,
  filter: StoreFilter & PageQuery,
) {
  const where: SQL[] = [];
  if (shopScope !== null) where.push(eq(pickupStore.siteId, shopScope));
  if (filter.site_id !== undefined) where.push(eq(pickupStore.siteId, filter.site_id));
  if (filter.is_open !== undefined) where.push(eq(pickupStore.isOpen, filter.is_open === 1));
  if (filter.keyword) {
    const pattern = `%${escapeLike(filter.keyword.toLowerCase())}%`;
    where.push(
      or(
        likeLower(pickupStore.storeName, pattern),
        likeLower(pickupStore.storeNameEn, pattern),
        likeLower(pickupStore.telephone, pattern),
        likeLower(pickupStore.fullAddress, pattern),
        likeLower(pickupStore.address, pattern),
      )!,
    );
  }
  const condition = and(...where);
  const verifiers = db
    .select({ storeId: storeVerifier.storeId, n: sql<number>`count(*)::int`.as('n') })
    .from(storeVerifier)
    .groupBy(storeVerifier.storeId)
    .as('verifiers');
  const { offset, limit } = pageWindow(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        store: pickupStore,
        shopName: shop.shopName,
        verifierCount: sql<number>`coalesce(${verifiers.n}, 0)`.mapWith(Number),
      })
      .from(pickupStore)
      .innerJoin(shop, eq(shop.siteId, pickupStore.siteId))
      .leftJoin(verifiers, eq(verifiers.storeId, pickupStore.storeId))
      .where(condition)
      .orderBy(desc(pickupStore.isOpen), asc(pickupStore.siteId), asc(pickupStore.storeId))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(pickupStore)
      .where(condition),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function insertStore(db: DbExecutor, values: StoreValues): Promise<number> {
  const [row] = await db
    .insert(pickupStore)
    .values(values)
    .returning({ storeId: pickupStore.storeId });
  if (!row) throw new Error('pickup_store insert returned nothing');
  return row.storeId;
}

export async function updateStore(
  db: DbExecutor,
  storeId: number,
  values: Partial<StoreValues>,
): Promise<void> {
  await db.update(pickupStore).set(values).where(eq(pickupStore.storeId, storeId));
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
