import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { PROMOTION_STATUS } from '../pricing';
import { promotion } from '../pricing/promotion-terms.tables';
import { seckillTime } from './promotion.tables';

/* The daily seckill slots in the console (issue 27, ADR 0030). */

export type SeckillTimeValues = {
  name: string;
  nameEn: string;
  startSec: number;
  endSec: number;
  sort: number;
};

const columns = {
  id: seckillTime.id,
  name: seckillTime.name,
  nameEn: seckillTime.nameEn,
  startSec: seckillTime.startSec,
  endSec: seckillTime.endSec,
  sort: seckillTime.sort,
};

export function findConsoleSeckillTimes(db: DbExecutor) {
  return db
    .select(columns)
    .from(seckillTime)
    .orderBy(asc(seckillTime.startSec), asc(seckillTime.id));
}

export async function findSeckillTimeForUpdate(tx: DbTransaction, id: number) {
  const [row] = await tx
    .select(columns)
    .from(seckillTime)
    .where(eq(seckillTime.id, id))
    .for('update');
  return row;
}

/** Another slot whose time overlaps [startSec, endSec) (slots are locked first: no two saves race). */
export async function findOverlappingSeckillTime(
  tx: DbTransaction,
  range: { startSec: number; endSec: number; exceptId: number },
) {
  await tx.execute(sql`lock table ${seckillTime} in share row exclusive mode`);
  const [row] = await tx
    .select(columns)
    .from(seckillTime)
    .where(
      and(
        ne(seckillTime.id, range.exceptId),
        lt(seckillTime.startSec, range.endSec),
        gt(seckillTime.endSec, range.startSec),
      ),
    )
    .limit(1);
  return row;
}

export async function insertSeckillTime(tx: DbTransaction, values: SeckillTimeValues) {
  const [row] = await tx.insert(seckillTime).values(values).returning({ id: seckillTime.id });
  if (!row) throw new Error('seckill slot insert returned nothing');
  return row.id;
}

export async function updateSeckillTime(tx: DbTransaction, id: number, values: SeckillTimeValues) {
  await tx.update(seckillTime).set(values).where(eq(seckillTime.id, id));
}

export async function deleteSeckillTime(tx: DbTransaction, id: number) {
  await tx.delete(seckillTime).where(eq(seckillTime.id, id));
}

/** Seckills not closed and not over at `now` that were made for the slot. */
export async function countLiveSeckillsOfTime(db: DbExecutor, id: number, now: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promotion)
    .where(
      and(
        eq(promotion.kind, 'seckill'),
        ne(promotion.status, PROMOTION_STATUS.closed),
        gt(promotion.endAt, now),
        sql`(${promotion.rules}->>'time_id')::int = ${id}`,
      ),
    );
  return row?.n ?? 0;
}
