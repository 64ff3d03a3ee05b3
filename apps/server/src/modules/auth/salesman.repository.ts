import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { member } from '../member/member.tables';
import { staff } from './staff.tables';

/** Salesmen (spec §6): staff accounts of role `salesman` that may sign in. */
const activeSalesman = and(eq(staff.role, 'salesman'), eq(staff.status, 1));

export const listActiveSalesmen = (db: DbExecutor) =>
  db
    .select({ staffId: staff.staffId, nickname: staff.nickname })
    .from(staff)
    .where(activeSalesman)
    .orderBy(asc(staff.staffId));

/** The active salesman with this id, or, when `id` is not given, with exactly this name. */
export async function findActiveSalesman(db: DbExecutor, by: { id?: number; name?: string }) {
  const where = by.id !== undefined ? eq(staff.staffId, by.id) : eq(staff.nickname, by.name ?? '');
  const rows = await db
    .select({ staffId: staff.staffId })
    .from(staff)
    .where(and(activeSalesman, where))
    .limit(2);
  return rows.length === 1 ? rows[0]!.staffId : undefined;
}

/** The active salesman account whose member login is `memberId`. */
export async function findSalesmanOfLogin(db: DbExecutor, memberId: number) {
  const [row] = await db
    .select({ staffId: staff.staffId, siteId: staff.siteId })
    .from(staff)
    .where(and(activeSalesman, eq(staff.memberId, memberId), ne(staff.memberId, 0)))
    .limit(1);
  return row;
}

/** The salesman serving member `memberId` (name and phone), if any. */
export async function findSalesmanOfMember(db: DbExecutor, memberId: number) {
  const [row] = await db
    .select({ nickname: staff.nickname, mobile: staff.mobile })
    .from(member)
    .innerJoin(staff, eq(staff.staffId, member.salesmanId))
    .where(and(eq(member.memberId, memberId), eq(staff.role, 'salesman')))
    .limit(1);
  return row;
}

/** The salesman whose member login carries invitation code `code`, if any. */
export async function findSalesmanByLoginCode(db: DbExecutor, code: string) {
  const [row] = await db
    .select({ staffId: staff.staffId })
    .from(staff)
    .innerJoin(member, eq(member.memberId, staff.memberId))
    .where(and(activeSalesman, eq(member.invitationCode, code)))
    .limit(1);
  return row?.staffId;
}

/**
 * The active salesmen of shop `siteId` an ERP names by their ERP code or mobile (issue 26): each
 * key to the one account it names; a key naming none, or two accounts, is left out.
 */
export async function findSalesmenByKeys(
  db: DbExecutor,
  siteId: number,
  keys: readonly string[],
): Promise<Map<string, number>> {
  const wanted = [...new Set(keys.filter((k) => k !== ''))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ staffId: staff.staffId, erpCode: staff.erpCode, mobile: staff.mobile })
    .from(staff)
    .where(
      and(
        activeSalesman,
        eq(staff.siteId, siteId),
        or(inArray(staff.erpCode, wanted), inArray(staff.mobile, wanted)),
      ),
    );
  const found = new Map<string, number[]>();
  for (const row of rows)
    for (const key of new Set([row.erpCode, row.mobile]))
      if (key !== '' && wanted.includes(key))
        found.set(key, [...(found.get(key) ?? []), row.staffId]);
  return new Map(
    [...found].filter(([, ids]) => ids.length === 1).map(([key, ids]) => [key, ids[0]!]),
  );
}
