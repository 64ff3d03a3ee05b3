import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { pageWindow, type PageQuery } from '../../lib/paging';
import { erpCall, erpKey } from './erp.tables';

export type ErpKeyRow = typeof erpKey.$inferSelect;
export type ErpCallRow = typeof erpCall.$inferSelect;

const shopIs = (siteId: number | null, column: typeof erpKey.siteId | typeof erpCall.siteId) =>
  siteId === null ? undefined : eq(column, siteId);

export async function insertErpKey(db: DbExecutor, row: typeof erpKey.$inferInsert): Promise<void> {
  await db.insert(erpKey).values(row);
}

/** A key by its id, within shop `siteId` (null: any shop). */
export async function findErpKey(
  db: DbExecutor,
  keyId: string,
  siteId: number | null = null,
): Promise<ErpKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(erpKey)
    .where(and(eq(erpKey.keyId, keyId), shopIs(siteId, erpKey.siteId)))
    .limit(1);
  return row;
}

/** One page of a shop's keys (every shop's for null), newest first. */
export async function pageErpKeys(
  db: DbExecutor,
  siteId: number | null,
  status: number | undefined,
  query: PageQuery,
): Promise<{ count: number; rows: ErpKeyRow[] }> {
  const where = and(
    shopIs(siteId, erpKey.siteId),
    status === undefined ? undefined : eq(erpKey.status, status),
  );
  const [total] = await db.select({ n: count() }).from(erpKey).where(where);
  const { offset, limit } = pageWindow(query);
  const rows = await db
    .select()
    .from(erpKey)
    .where(where)
    .orderBy(desc(erpKey.createdAt), desc(erpKey.keyId))
    .offset(offset)
    .limit(limit);
  return { count: total?.n ?? 0, rows };
}

export async function updateErpKey(
  db: DbExecutor,
  keyId: string,
  set: Partial<
    Pick<
      ErpKeyRow,
      'status' | 'secretSealed' | 'previousSecretSealed' | 'previousValidUntil' | 'lastUsedAt'
    >
  >,
): Promise<void> {
  await db.update(erpKey).set(set).where(eq(erpKey.keyId, keyId));
}

export async function insertErpCall(
  db: DbExecutor,
  row: typeof erpCall.$inferInsert,
): Promise<void> {
  await db.insert(erpCall).values(row);
}

/** One page of a shop's audited calls (every shop's for null), of one key if given, newest first. */
export async function pageErpCalls(
  db: DbExecutor,
  siteId: number | null,
  keyId: string | undefined,
  query: PageQuery,
): Promise<{ count: number; rows: ErpCallRow[] }> {
  const conditions: Array<SQL | undefined> = [
    shopIs(siteId, erpCall.siteId),
    keyId === undefined ? undefined : eq(erpCall.keyId, keyId),
  ];
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(erpCall).where(where);
  const { offset, limit } = pageWindow(query);
  const rows = await db
    .select()
    .from(erpCall)
    .where(where)
    .orderBy(desc(erpCall.callId))
    .offset(offset)
    .limit(limit);
  return { count: total?.n ?? 0, rows };
}
