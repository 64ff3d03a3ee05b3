import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { member, memberAddress } from './member.tables';

export type AddressRow = typeof memberAddress.$inferSelect;
export type AddressValues = {
  name: string;
  mobile: string;
  telephone: string;
  provinceId: number;
  cityId: number;
  districtId: number;
  address: string;
  fullAddress: string;
};

/** Locks the member row so one member's address changes run one after another. */
export async function lockMemberForAddress(db: DbExecutor, memberId: number): Promise<void> {
  await db
    .select({ id: member.memberId })
    .from(member)
    .where(eq(member.memberId, memberId))
    .for('update');
}

export async function countAddresses(db: DbExecutor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberAddress)
    .where(eq(memberAddress.memberId, memberId));
  return row?.n ?? 0;
}

/** The member's addresses, the default first, then newest first. */
export function pageAddressRows(
  db: DbExecutor,
  memberId: number,
  window: { offset: number; limit: number },
): Promise<AddressRow[]> {
  return db
    .select()
    .from(memberAddress)
    .where(eq(memberAddress.memberId, memberId))
    .orderBy(desc(memberAddress.isDefault), desc(memberAddress.id))
    .offset(window.offset)
    .limit(window.limit);
}

/** The member's address `id`, or undefined (also for another member's id). */
export async function findAddress(
  db: DbExecutor,
  memberId: number,
  id: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(memberAddress)
    .where(and(eq(memberAddress.id, id), eq(memberAddress.memberId, memberId)));
  return row;
}

/** The member's default address, or undefined. */
export async function findDefaultAddress(
  db: DbExecutor,
  memberId: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(memberAddress)
    .where(and(eq(memberAddress.memberId, memberId), eq(memberAddress.isDefault, 1)))
    .orderBy(desc(memberAddress.id))
    .limit(1);
  return row;
}

export async function insertAddress(
  db: DbExecutor,
  memberId: number,
  values: AddressValues & { isDefault: number },
): Promise<number> {
  const [row] = await db
    .insert(memberAddress)
    .values({ memberId, ...values })
    .returning({ id: memberAddress.id });
  if (!row) throw new Error('member_address insert returned nothing');
  return row.id;
}

export async function updateAddress(
  db: DbExecutor,
  memberId: number,
  id: number,
  values: Partial<AddressValues & { isDefault: number }>,
): Promise<number> {
  const rows = await db
    .update(memberAddress)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(memberAddress.id, id), eq(memberAddress.memberId, memberId)))
    .returning({ id: memberAddress.id });
  return rows.length;
}

/** Clears the default flag of the member's addresses other than `keepId`. */
export async function clearOtherDefaults(
  db: DbExecutor,
  memberId: number,
  keepId: number,
): Promise<void> {
  await db
    .update(memberAddress)
    .set({ isDefault: 0 })
    .where(
      and(
        eq(memberAddress.memberId, memberId),
        ne(memberAddress.id, keepId),
        eq(memberAddress.isDefault, 1),
      ),
    );
}

export async function deleteAddress(db: DbExecutor, memberId: number, id: number): Promise<number> {
  const rows = await db
    .delete(memberAddress)
    .where(and(eq(memberAddress.id, id), eq(memberAddress.memberId, memberId)))
    .returning({ id: memberAddress.id });
  return rows.length;
}

/** The member's newest address, or undefined when none is left. */
export async function findNewestAddress(
  db: DbExecutor,
  memberId: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(memberAddress)
    .where(eq(memberAddress.memberId, memberId))
    .orderBy(desc(memberAddress.id))
    .limit(1);
  return row;
}
