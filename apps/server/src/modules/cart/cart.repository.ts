import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { anyOf, preparedQuery } from '../../db/prepared';
import { cart } from './cart.tables';

/** A fixed advisory-lock class for carts: the second key is the member, so members never wait on each other. */
const CART_LOCK_CLASS = 0x63617274; // 'cart'

/**
 * Serialises the changes to one member's cart until the transaction ends: two adds of the same
 * goods at once (a double click) become one line, and the line count is checked against what the
 * other change wrote.
 */
export async function lockMemberCart(tx: DbExecutor, memberId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CART_LOCK_CLASS}, ${memberId})`);
}

const countCartLinesQuery = preparedQuery('cart_count_lines', (db, name) =>
  db
    .select({ n: count() })
    .from(cart)
    .where(eq(cart.memberId, sql.placeholder('memberId')))
    .prepare(name),
);

export async function countCartLines(db: DbExecutor, memberId: number): Promise<number> {
  const rows = await countCartLinesQuery(db).execute({ memberId });
  return rows[0]?.n ?? 0;
}

const lineColumns = {
  cartId: cart.cartId,
  memberId: cart.memberId,
  siteId: cart.siteId,
  skuId: cart.skuId,
  blId: cart.blId,
  num: cart.num,
  nearExpiry: cart.nearExpiry,
};

export type CartRow = {
  cartId: number;
  memberId: number;
  siteId: number;
  skuId: number | null;
  blId: number | null;
  num: number;
  nearExpiry: boolean;
};

const cartLinesQuery = preparedQuery('cart_lines', (db, name) =>
  db
    .select(lineColumns)
    .from(cart)
    .where(eq(cart.memberId, sql.placeholder('memberId')))
    .orderBy(asc(cart.cartId))
    .prepare(name),
);

const chosenCartLinesQuery = preparedQuery('cart_chosen_lines', (db, name) =>
  db
    .select(lineColumns)
    .from(cart)
    .where(
      and(
        eq(cart.memberId, sql.placeholder('memberId')),
        anyOf(cart.cartId, sql.placeholder('cartIds')),
      ),
    )
    .orderBy(asc(cart.cartId))
    .prepare(name),
);

/** The member's lines, oldest first (all of them, or those of `cartIds`). */
export function findCartLines(
  db: DbExecutor,
  memberId: number,
  cartIds?: number[],
): Promise<CartRow[]> {
  return cartIds
    ? chosenCartLinesQuery(db).execute({ memberId, cartIds })
    : cartLinesQuery(db).execute({ memberId });
}

/** The member's line of a SKU (its fresh or its near-expiry stock) or a bundle, if any. */
export async function findLineOf(
  db: DbExecutor,
  memberId: number,
  item: { skuId: number; nearExpiry: boolean } | { blId: number },
): Promise<CartRow | null> {
  const rows = await db
    .select(lineColumns)
    .from(cart)
    .where(
      and(
        eq(cart.memberId, memberId),
        'skuId' in item
          ? and(eq(cart.skuId, item.skuId), eq(cart.nearExpiry, item.nearExpiry))
          : eq(cart.blId, item.blId),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function insertCartLine(
  db: DbExecutor,
  row: {
    memberId: number;
    siteId: number;
    skuId: number | null;
    blId: number | null;
    num: number;
    nearExpiry: boolean;
  },
): Promise<number> {
  // A concurrent add of the same SKU or bundle may have inserted the line meanwhile: take it over.
  const [created] = await db
    .insert(cart)
    .values(row)
    .onConflictDoUpdate({
      target:
        row.skuId !== null
          ? [cart.memberId, cart.skuId, cart.nearExpiry]
          : [cart.memberId, cart.blId],
      targetWhere:
        row.skuId !== null ? sql`${cart.skuId} is not null` : sql`${cart.blId} is not null`,
      set: { num: row.num, updatedAt: new Date() },
    })
    .returning({ cartId: cart.cartId });
  if (!created) throw new Error('cart insert returned nothing');
  return created.cartId;
}

export async function updateCartNum(
  db: DbExecutor,
  memberId: number,
  cartId: number,
  num: number,
): Promise<void> {
  await db
    .update(cart)
    .set({ num, updatedAt: new Date() })
    .where(and(eq(cart.cartId, cartId), eq(cart.memberId, memberId)));
}

/** Deletes the member's lines of `cartIds`; answers how many went. */
export async function deleteCartLines(
  db: DbExecutor,
  memberId: number,
  cartIds: number[],
): Promise<number> {
  const rows = await db
    .delete(cart)
    .where(and(eq(cart.memberId, memberId), inArray(cart.cartId, cartIds)))
    .returning({ cartId: cart.cartId });
  return rows.length;
}
