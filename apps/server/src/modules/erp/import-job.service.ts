import { rm } from 'node:fs/promises';
import {
  ErpImportKindSchema,
  type ErpImportCheckBody,
  type ErpImportJob,
  type ErpImportListBody,
  type ErpImportRowsBody,
} from '@shop/contracts/erp';
import { staffMay } from '@shop/contracts/staff';
import type { FastifyRequest } from 'fastify';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Lang } from '../../lib/i18n/translate';
import { pageCount, pageWindow } from '../../lib/paging';
import type { StaffActor } from '../auth';
import type { ImportKind } from './import-kind';
import { columnLabel, columnLabels } from './import-labels';
import { mappingFault, suggestMapping } from './import-mapping';
import {
  countImportJobs,
  countImportRows,
  countImportRowsByStatus,
  deleteCheckRows,
  findImportJob,
  findImportJobs,
  findImportRows,
  findRememberedMapping,
  insertImportJob,
  moveImportJob,
  rememberMapping,
  rowStatusOf,
  type ImportJobRow,
} from './import-job.repository';
import {
  assertSheetContent,
  readSheetHead,
  saveUploadedSheet,
  importFilePath,
} from './import-sheet-file';

/** What the import calls need besides the database. */
export type ImportContext = {
  importDir: string;
  kindOf: (kind: string) => ImportKind | undefined;
  lang: Lang;
};

const SAMPLE_ROWS = 5;

/**
 * `/staff/api/erpimport/upload` (issue 26): keeps the sheet under a random name, reads its
 * header and first rows, and answers the new import with the mapping the shop confirmed last
 * time for the kind (where those headers are still there) or one read from the headers.
 */
export async function uploadImport(
  db: DbExecutor,
  context: ImportContext,
  actor: StaffActor,
  request: FastifyRequest,
): Promise<ErpImportJob> {
  const saved = await saveUploadedSheet(request, context.importDir);
  const file = importFilePath(context.importDir, saved.fileKey);
  try {
    const kind = kindFor(context, actor, saved.fields.kind);
    await assertSheetContent(file);
    const { headers, sample } = await readSheetHead(file, SAMPLE_ROWS);
    if (headers.length === 0) throw new AppError('erp_import.no_header');
    const remembered = await findRememberedMapping(db, actor.siteId, kind.kind);
    const job = await insertImportJob(db, {
      siteId: actor.siteId,
      staffId: actor.staffId,
      kind: kind.kind,
      fileName: saved.fileName,
      fileKey: saved.fileKey,
      lang: context.lang,
      options: {
        createMissing:
          saved.fields.create_missing === '1' && staffMay(actor.role, 'catalogue.manage'),
      },
      headers,
      sample,
      mapping: suggestMapping(kind.columns, headers, remembered, (field) =>
        columnLabels(kind.kind, field),
      ),
    });
    return await importView(db, context, job);
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}

/**
 * `/staff/api/erpimport/check`: remembers the confirmed mapping for the kind and starts the dry
 * run (again, from the first row, when it ran before). Nothing is written to the shop.
 */
export async function checkImport(
  db: DbExecutor,
  context: ImportContext,
  actor: StaffActor,
  body: ErpImportCheckBody,
): Promise<ErpImportJob> {
  const job = await ownJob(db, context, actor, body.job_id);
  const kind = kindFor(context, actor, job.kind);
  const fault = mappingFault(kind.columns, job.headers, body.mapping);
  if (fault)
    throw new AppError(`erp_import.mapping_${fault.fault}`, {
      name:
        fault.fault === 'unknown_header'
          ? fault.name
          : columnLabel(context.lang, kind.kind, fault.name),
    });
  const retryable = job.status === 'failed' && job.phase === 'check';
  const moved = await db.transaction(async (tx) => {
    const ok = await moveImportJob(
      tx,
      job.jobId,
      ['uploaded', 'checked', ...(retryable ? ['failed'] : [])],
      {
        status: 'checking',
        phase: 'check',
        mapping: body.mapping,
        checkedRows: 0,
        totalRows: 0,
        error: '',
      },
    );
    if (ok) {
      await deleteCheckRows(tx, job.jobId);
      await rememberMapping(tx, actor.siteId, kind.kind, body.mapping);
    }
    return ok;
  });
  if (!moved) throw new AppError('erp_import.state_changed');
  return importView(db, context, (await findImportJob(db, actor.siteId, job.jobId))!);
}

/**
 * `/staff/api/erpimport/run`: writes a checked import, or resumes a run that failed or was
 * stopped, from its first row not yet written.
 */
export async function runImport(
  db: DbExecutor,
  context: ImportContext,
  actor: StaffActor,
  jobId: number,
): Promise<ErpImportJob> {
  const job = await ownJob(db, context, actor, jobId);
  kindFor(context, actor, job.kind);
  const from = job.phase === 'run' ? ['failed'] : ['checked'];
  if (!(await moveImportJob(db, job.jobId, from, { status: 'running', phase: 'run', error: '' })))
    throw new AppError('erp_import.not_checked');
  return importView(db, context, (await findImportJob(db, actor.siteId, job.jobId))!);
}

export async function importInfo(
  db: DbExecutor,
  context: ImportContext,
  actor: StaffActor,
  jobId: number,
): Promise<ErpImportJob> {
  return importView(db, context, await ownJob(db, context, actor, jobId));
}

export async function importList(
  db: DbExecutor,
  context: ImportContext,
  actor: StaffActor,
  body: ErpImportListBody,
) {
  const [rows, count] = await Promise.all([
    findImportJobs(db, actor.siteId, body.kind, pageWindow(body)),
    countImportJobs(db, actor.siteId, body.kind),
  ]);
  return {
    page_count: pageCount(count, body),
    count,
    list: await Promise.all(rows.map((row) => importView(db, context, row))),
  };
}

export async function importRows(
  db: DbExecutor,
  context: ImportContext,
  actor: StaffActor,
  body: ErpImportRowsBody,
) {
  const job = await ownJob(db, context, actor, body.job_id);
  const [rows, count] = await Promise.all([
    findImportRows(db, job.jobId, body.phase, body.status, pageWindow(body)),
    countImportRows(db, job.jobId, body.phase, body.status),
  ]);
  return {
    page_count: pageCount(count, body),
    count,
    list: rows.map((row) => ({
      row_no: row.rowNo,
      key: row.key,
      status: rowStatusOf(row.status),
      field: row.field,
      reason: row.reason,
    })),
  };
}

/** The shop's import `jobId`, else not found (another shop's is answered the same). */
export async function ownJob(
  db: DbExecutor,
  context: ImportContext,
  actor: StaffActor,
  jobId: number,
): Promise<ImportJobRow> {
  const job = await findImportJob(db, actor.siteId, jobId);
  if (!job) throw new AppError('erp_import.not_found');
  return job;
}

/** The import kind named `name`, when the staff account may import it. */
export function kindFor(context: ImportContext, actor: StaffActor, name: unknown): ImportKind {
  const parsed = ErpImportKindSchema.safeParse(name);
  const kind = parsed.success ? context.kindOf(parsed.data) : undefined;
  if (!kind) throw new AppError('erp_import.kind_invalid');
  if (!staffMay(actor.role, kind.permission)) throw new AppError('erp_import.kind_forbidden');
  return kind;
}

async function importView(
  db: DbExecutor,
  context: ImportContext,
  job: ImportJobRow,
): Promise<ErpImportJob> {
  const kind = context.kindOf(job.kind);
  const [check, run] = await Promise.all([
    countImportRowsByStatus(db, job.jobId, 'check'),
    countImportRowsByStatus(db, job.jobId, 'run'),
  ]);
  return {
    job_id: job.jobId,
    kind: ErpImportKindSchema.parse(job.kind),
    file_name: job.fileName,
    status: job.status as ErpImportJob['status'],
    phase: job.phase as ErpImportJob['phase'],
    headers: job.headers,
    mapping: job.mapping,
    columns: (kind?.columns ?? []).map((column) => ({
      field: column.field,
      label: columnLabel(context.lang, job.kind, column.field),
      required: column.required,
    })),
    sample: job.sample,
    total_rows: job.totalRows,
    checked_rows: job.checkedRows,
    processed_rows: job.processedRows,
    check,
    run,
    error: job.error,
    create_time: Math.floor(job.createdAt.getTime() / 1000),
    finish_time: job.finishedAt ? Math.floor(job.finishedAt.getTime() / 1000) : 0,
  };
}
