import type { ErpImportPhase } from '@shop/contracts/erp';
import type { DbExecutor } from '../../db/client';
import { runErpBatch } from './erp-batch-kind';
import type { ImportKind } from './import-kind';
import {
  findClaimedJob,
  moveImportJob,
  recordImportChunk,
  type ImportJobRow,
} from './import-job.repository';
import { importFilePath } from './import-sheet-file';
import { countImportUnits, importUnits, type ImportUnit } from './import-units';

/** Rows handed to the owner's batch service at once (the open API takes up to 1,000). */
export const IMPORT_CHUNK = 500;
/** How long a process holds a job without recording progress before another may take it. */
export const IMPORT_LEASE_SECONDS = 60;

export type ImportWork = {
  importDir: string;
  kindOf: (kind: string) => ImportKind | undefined;
  /** Asked between chunks: true when the process is closing (the job is left to resume). */
  stopping: () => boolean;
};

/**
 * Works on a claimed import (issue 26) until its phase is done, the process closes or the
 * lease is lost: reads the sheet's units (`importUnits`) from the first the phase has not
 * handled, hands them to the kind's batch service `IMPORT_CHUNK` at a time (as a dry run in the
 * check phase) and records each chunk's results and position together, so a restarted
 * process resumes where this one stopped. A failure marks the job failed; it can be run again.
 */
export async function workOnImport(
  db: DbExecutor,
  work: ImportWork,
  jobId: number,
  owner: string,
): Promise<void> {
  const job = await findClaimedJob(db, jobId);
  if (!job || job.leaseOwner !== owner) return;
  const phase: ErpImportPhase = job.status === 'checking' ? 'check' : 'run';
  const release = { leaseOwner: '', leaseUntil: null };
  try {
    const kind = work.kindOf(job.kind);
    if (!kind) throw new Error(`unknown import kind ${job.kind}`);
    const file = importFilePath(work.importDir, job.fileKey);
    if (phase === 'check' && job.checkedRows === 0)
      await moveImportJob(db, jobId, [job.status], {
        totalRows: await countImportUnits(file, kind, job),
      });
    const finished = await handleRows(db, work, job, kind, phase, owner, file);
    if (!finished) {
      if (work.stopping()) await moveImportJob(db, jobId, [job.status], release);
      return;
    }
    await moveImportJob(db, jobId, [job.status], {
      ...release,
      status: phase === 'check' ? 'checked' : 'done',
      ...(phase === 'run' ? { finishedAt: new Date() } : {}),
    });
  } catch (error) {
    await moveImportJob(db, jobId, [job.status], {
      ...release,
      status: 'failed',
      error: error instanceof Error ? error.message.slice(0, 500) : 'import failed',
    });
    throw error;
  }
}

/** Answers true when every row was handled, false when it stopped early. */
async function handleRows(
  db: DbExecutor,
  work: ImportWork,
  job: ImportJobRow,
  kind: ImportKind,
  phase: ErpImportPhase,
  owner: string,
  file: string,
): Promise<boolean> {
  const done = phase === 'check' ? job.checkedRows : job.processedRows;
  const lease = { jobId: job.jobId, status: job.status, owner, leaseSeconds: IMPORT_LEASE_SECONDS };
  const handle = async (chunk: ImportUnit[]) => {
    const filled = chunk.filter((unit) => unit.records.length > 0);
    const rows = filled.map((unit) => kind.toRow(unit.records));
    const applied = await runErpBatch(db, job.siteId, kind.batch, rows, {
      ...job.options,
      lang: job.lang === 'en-US' ? 'en-US' : 'zh-CN',
      dryRun: phase === 'check',
    });
    // Every sheet row of a unit shares the unit's result.
    const results = applied.flatMap((result) =>
      filled[result.index]!.rowNos.map((rowNo) => ({ rowNo, result })),
    );
    return recordImportChunk(db, lease, phase, results, chunk.length);
  };
  let seen = 0;
  let chunk: ImportUnit[] = [];
  for await (const unit of importUnits(file, kind, job)) {
    seen += 1;
    if (seen <= done) continue; // handled before a restart
    chunk.push(unit);
    if (chunk.length < IMPORT_CHUNK) continue;
    if (!(await handle(chunk)) || work.stopping()) return false;
    chunk = [];
  }
  return chunk.length === 0 || (await handle(chunk));
}
