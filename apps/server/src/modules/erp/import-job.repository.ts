import type { ErpImportPhase, ErpRowResult, ErpRowStatus } from '@shop/contracts/erp';
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { erpImportJob, erpImportMapping, erpImportRow } from './erp-import.tables';

export type ImportJobRow = typeof erpImportJob.$inferSelect;

/** How a row status is stored (its order is the console's). */
export const ROW_STATUS_CODES: Record<ErpRowStatus, number> = {
  created: 1,
  updated: 2,
  unchanged: 3,
  refused: 4,
};
export const rowStatusOf = (code: number): ErpRowStatus =>
  (Object.keys(ROW_STATUS_CODES) as ErpRowStatus[]).find((s) => ROW_STATUS_CODES[s] === code) ??
  'refused';

export async function insertImportJob(db: DbExecutor, values: typeof erpImportJob.$inferInsert) {
  const [row] = await db.insert(erpImportJob).values(values).returning();
  return row!;
}

export async function findImportJob(db: DbExecutor, siteId: number, jobId: number) {
  const [row] = await db
    .select()
    .from(erpImportJob)
    .where(and(eq(erpImportJob.jobId, jobId), eq(erpImportJob.siteId, siteId)));
  return row ?? null;
}

export function findImportJobs(
  db: DbExecutor,
  siteId: number,
  kind: string | undefined,
  window: { offset: number; limit: number },
) {
  return db
    .select()
    .from(erpImportJob)
    .where(importJobsWhere(siteId, kind))
    .orderBy(desc(erpImportJob.jobId))
    .offset(window.offset)
    .limit(window.limit);
}

export async function countImportJobs(db: DbExecutor, siteId: number, kind: string | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(erpImportJob)
    .where(importJobsWhere(siteId, kind));
  return row?.n ?? 0;
}

const importJobsWhere = (siteId: number, kind: string | undefined) =>
  and(eq(erpImportJob.siteId, siteId), kind ? eq(erpImportJob.kind, kind) : undefined);

/** Moves a job from one of `from` to `status`, answering whether it was in one of them. */
export async function moveImportJob(
  db: DbExecutor,
  jobId: number,
  from: readonly string[],
  values: Partial<typeof erpImportJob.$inferInsert>,
): Promise<boolean> {
  const moved = await db
    .update(erpImportJob)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(erpImportJob.jobId, jobId), sql`${erpImportJob.status} in ${from as string[]}`))
    .returning({ jobId: erpImportJob.jobId });
  return moved.length > 0;
}

/**
 * Takes the oldest job waiting for work (checking or running) whose lease is free or lapsed,
 * for `owner` for `leaseSeconds`: one process works on a job at a time, and a job left by a
 * stopped process is taken again once its lease lapses.
 */
export async function claimImportJob(db: DbExecutor, owner: string, leaseSeconds: number) {
  const waiting = db
    .select({ jobId: erpImportJob.jobId })
    .from(erpImportJob)
    .where(
      and(
        inArray(erpImportJob.status, ['checking', 'running']),
        or(isNull(erpImportJob.leaseUntil), lt(erpImportJob.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(erpImportJob.jobId))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(erpImportJob)
    .set({ leaseOwner: owner, leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(inArray(erpImportJob.jobId, waiting))
    .returning({ jobId: erpImportJob.jobId });
  return claimed?.jobId ?? null;
}

export async function findClaimedJob(db: DbExecutor, jobId: number) {
  const [row] = await db.select().from(erpImportJob).where(eq(erpImportJob.jobId, jobId));
  return row ?? null;
}

/**
 * Records a handled chunk: its rows' results (a row handled again after a restart keeps its first
 * result), the phase's position, and a renewed
 * lease, only while `owner` still holds the job in `status`. Answers false when it does not
 * (the job was taken over or cancelled): the caller stops.
 */
export async function recordImportChunk(
  db: DbExecutor,
  job: { jobId: number; status: string; owner: string; leaseSeconds: number },
  phase: ErpImportPhase,
  rows: { rowNo: number; result: ErpRowResult }[],
  handled: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const position = phase === 'check' ? erpImportJob.checkedRows : erpImportJob.processedRows;
    const moved = await tx
      .update(erpImportJob)
      .set({
        [phase === 'check' ? 'checkedRows' : 'processedRows']: sql`${position} + ${handled}`,
        leaseUntil: sql`now() + make_interval(secs => ${job.leaseSeconds})`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(erpImportJob.jobId, job.jobId),
          eq(erpImportJob.status, job.status),
          eq(erpImportJob.leaseOwner, job.owner),
        ),
      )
      .returning({ jobId: erpImportJob.jobId });
    if (moved.length === 0) return false;
    if (rows.length > 0)
      await tx
        .insert(erpImportRow)
        .values(
          rows.map(({ rowNo, result }) => ({
            jobId: job.jobId,
            phase,
            rowNo,
            key: result.key.slice(0, 100),
            status: ROW_STATUS_CODES[result.status],
            field: (result.field ?? '').slice(0, 60),
            reason: (result.reason ?? '').slice(0, 300),
          })),
        )
        .onConflictDoNothing();
    return true;
  });
}

/** A phase's rows per status (the counts the console shows). */
export async function countImportRowsByStatus(
  db: DbExecutor,
  jobId: number,
  phase: ErpImportPhase,
) {
  const rows = await db
    .select({ status: erpImportRow.status, n: count() })
    .from(erpImportRow)
    .where(and(eq(erpImportRow.jobId, jobId), eq(erpImportRow.phase, phase)))
    .groupBy(erpImportRow.status);
  const counts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  for (const row of rows) counts[rowStatusOf(row.status)] = row.n;
  return counts;
}

/** The refused rows of a phase: sheet row number → field and reason (for the errors sheet). */
export async function findRefusedRows(db: DbExecutor, jobId: number, phase: ErpImportPhase) {
  const rows = await db
    .select({ rowNo: erpImportRow.rowNo, field: erpImportRow.field, reason: erpImportRow.reason })
    .from(erpImportRow)
    .where(importRowsWhere(jobId, phase, 'refused'));
  return new Map(rows.map((row) => [row.rowNo, row]));
}

export function findImportRows(
  db: DbExecutor,
  jobId: number,
  phase: ErpImportPhase,
  status: ErpRowStatus | undefined,
  window: { offset: number; limit: number },
) {
  return db
    .select()
    .from(erpImportRow)
    .where(importRowsWhere(jobId, phase, status))
    .orderBy(asc(erpImportRow.rowNo))
    .offset(window.offset)
    .limit(window.limit);
}

export async function countImportRows(
  db: DbExecutor,
  jobId: number,
  phase: ErpImportPhase,
  status: ErpRowStatus | undefined,
) {
  const [row] = await db
    .select({ n: count() })
    .from(erpImportRow)
    .where(importRowsWhere(jobId, phase, status));
  return row?.n ?? 0;
}

const importRowsWhere = (jobId: number, phase: ErpImportPhase, status: ErpRowStatus | undefined) =>
  and(
    eq(erpImportRow.jobId, jobId),
    eq(erpImportRow.phase, phase),
    status ? eq(erpImportRow.status, ROW_STATUS_CODES[status]) : undefined,
  );

export async function findRememberedMapping(db: DbExecutor, siteId: number, kind: string) {
  const [row] = await db
    .select({ mapping: erpImportMapping.mapping })
    .from(erpImportMapping)
    .where(and(eq(erpImportMapping.siteId, siteId), eq(erpImportMapping.kind, kind)));
  return row?.mapping ?? {};
}

export async function rememberMapping(
  db: DbExecutor,
  siteId: number,
  kind: string,
  mapping: Record<string, string>,
) {
  await db
    .insert(erpImportMapping)
    .values({ siteId, kind, mapping })
    .onConflictDoUpdate({
      target: [erpImportMapping.siteId, erpImportMapping.kind],
      set: { mapping, updatedAt: sql`now()` },
    });
}

/** Forgets a dry run's results (it is run again). */
export async function deleteCheckRows(db: DbExecutor, jobId: number) {
  await db
    .delete(erpImportRow)
    .where(and(eq(erpImportRow.jobId, jobId), eq(erpImportRow.phase, 'check')));
}
