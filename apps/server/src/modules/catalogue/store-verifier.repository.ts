import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { member } from '../member/member.tables';
import { shop } from './catalogue.tables';
import { pickupStore, storeVerifier } from './store.tables';

/** SQL of the stores' verifiers (核销员, issue 17). */

/** The verifiers of a store with their member's username and mobile, first bound first. */
export function verifiersOfStore(db: DbExecutor, storeId: number) {
  return db
    .select({
      id: storeVerifier.id,
      storeId: storeVerifier.storeId,
      memberId: storeVerifier.memberId,
      username: member.username,
      mobile: member.mobile,
      verifierName: storeVerifier.verifierName,
      createdAt: storeVerifier.createdAt,
    })
    .from(storeVerifier)
    .innerJoin(member, eq(member.memberId, storeVerifier.memberId))
    .where(eq(storeVerifier.storeId, storeId))
    .orderBy(asc(storeVerifier.id));
}

/** A binding with its store's shop, locked for removal; undefined when unknown. */
export async function lockVerifier(db: DbExecutor, id: number) {
  const [row] = await db
    .select({
      id: storeVerifier.id,
      storeId: storeVerifier.storeId,
      memberId: storeVerifier.memberId,
      verifierName: storeVerifier.verifierName,
      siteId: pickupStore.siteId,
    })
    .from(storeVerifier)
    .innerJoin(pickupStore, eq(pickupStore.storeId, storeVerifier.storeId))
    .where(eq(storeVerifier.id, id))
    .for('update', { of: storeVerifier });
  return row;
}

export async function insertVerifier(
  db: DbExecutor,
  values: { storeId: number; memberId: number; verifierName: string },
): Promise<number> {
  const [row] = await db.insert(storeVerifier).values(values).returning({ id: storeVerifier.id });
  if (!row) throw new Error('store_verifier insert returned nothing');
  return row.id;
}

export async function deleteVerifier(db: DbExecutor, id: number): Promise<void> {
  await db.delete(storeVerifier).where(eq(storeVerifier.id, id));
}

/** The stores (any state) a member verifies at, with their shop, in store order. */
export function storesOfVerifier(db: DbExecutor, memberId: number) {
  return db
    .select({
      storeId: pickupStore.storeId,
      storeName: pickupStore.storeName,
      storeNameEn: pickupStore.storeNameEn,
      siteId: pickupStore.siteId,
      shopName: shop.shopName,
      verifierName: storeVerifier.verifierName,
    })
    .from(storeVerifier)
    .innerJoin(pickupStore, eq(pickupStore.storeId, storeVerifier.storeId))
    .innerJoin(shop, eq(shop.siteId, pickupStore.siteId))
    .where(eq(storeVerifier.memberId, memberId))
    .orderBy(asc(pickupStore.storeId));
}
