import { asc, eq } from 'drizzle-orm';
import type { DbTransaction } from '../client';
import { shop } from '../schema';

/** Express costs 10.00 per order, free from 500.00 of goods. */
const FREIGHT_FEN = 1000;
const FREE_FREIGHT_FEN = 50_000;

/**
 * Delivery of the demo shops: every shop ships by express; about half also deliver in the city
 * (同城配送) and the own shop and every fourth let the buyer pick up at a store (门店自提; their
 * stores are seeded by `seedPickupStoreDemo`).
 */
export async function seedShopDeliveryDemo(tx: DbTransaction): Promise<void> {
  const shops = await tx
    .select({ siteId: shop.siteId, isOwn: shop.isOwn })
    .from(shop)
    .orderBy(asc(shop.siteId));
  for (const [i, s] of shops.entries()) {
    const types = ['express'];
    if (i % 2 === 0) types.push('local');
    if (s.isOwn || i % 4 === 1) types.push('store');
    await tx
      .update(shop)
      .set({ deliveryTypes: types, freightFen: FREIGHT_FEN, freeFreightFen: FREE_FREIGHT_FEN })
      .where(eq(shop.siteId, s.siteId));
  }
}
