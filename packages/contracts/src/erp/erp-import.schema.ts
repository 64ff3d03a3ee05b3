import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';
import { ErpRowStatusSchema } from './erp-batch.schema';

/*
 * Importing a sheet in the console, for shops without an ERP link (issue 26): upload an XLSX or
 * CSV of goods, prices, stock by batch or members; confirm which column holds which field (the
 * mapping is remembered per kind); a dry run answers every row's result before anything is
 * written; then the run writes, with progress, through the same services as the open API. Refused
 * rows download as a sheet with the reason beside each.
 */

export const ERP_IMPORT_KINDS = ['goods', 'prices', 'stock', 'members'] as const;
export const ErpImportKindSchema = z.enum(ERP_IMPORT_KINDS);
export type ErpImportKind = z.infer<typeof ErpImportKindSchema>;

/** The largest sheet a shop may upload (the rows are read as a stream). */
export const ERP_IMPORT_MAX_BYTES = 50 * 1024 * 1024;

/** One field an import kind reads: the sheet column must be mapped when it is required. */
export const ErpImportColumnSchema = z.object({
  field: z.string(),
  /** The field's name in the request's language (the template's header). */
  label: z.string(),
  required: z.boolean(),
});
export type ErpImportColumn = z.infer<typeof ErpImportColumnSchema>;

export const ErpImportStatusSchema = z.enum([
  'uploaded',
  'checking',
  'checked',
  'running',
  'done',
  'failed',
]);
export type ErpImportStatus = z.infer<typeof ErpImportStatusSchema>;

export const ErpImportPhaseSchema = z.enum(['check', 'run']);
export type ErpImportPhase = z.infer<typeof ErpImportPhaseSchema>;

export const ErpImportCountsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
});
export type ErpImportCounts = z.infer<typeof ErpImportCountsSchema>;

/** An import as the console shows it. `mapping`: field → sheet header. */
export const ErpImportJobSchema = z.object({
  job_id: z.number().int(),
  kind: ErpImportKindSchema,
  file_name: z.string(),
  status: ErpImportStatusSchema,
  /** The phase under way, or last under way: the dry run ('check') or the run. */
  phase: ErpImportPhaseSchema,
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.string()),
  columns: z.array(ErpImportColumnSchema),
  /** The first data rows as read, for the mapping step. */
  sample: z.array(z.array(z.string())),
  total_rows: z.number().int(),
  checked_rows: z.number().int(),
  processed_rows: z.number().int(),
  check: ErpImportCountsSchema,
  run: ErpImportCountsSchema,
  error: z.string(),
  /** Unix seconds; `finish_time` 0 until the run is done. */
  create_time: z.number().int(),
  finish_time: z.number().int(),
});
export type ErpImportJob = z.infer<typeof ErpImportJobSchema>;

export const ErpImportJobBodySchema = bodySchema({ job_id: IdSchema });
export type ErpImportJobBody = z.infer<typeof ErpImportJobBodySchema>;

/** `/staff/api/erpimport/check`: the confirmed mapping (remembered), then the dry run starts. */
export const ErpImportCheckBodySchema = bodySchema({
  job_id: IdSchema,
  mapping: z.record(z.string().max(40), z.string().max(100)),
});
export type ErpImportCheckBody = z.infer<typeof ErpImportCheckBodySchema>;

export const ErpImportListBodySchema = bodySchema({
  ...pageBodyShape(10),
  kind: ErpImportKindSchema.optional(),
});
export type ErpImportListBody = z.infer<typeof ErpImportListBodySchema>;
export const ErpImportPageSchema = pageSchema(ErpImportJobSchema);

/** `/staff/api/erpimport/rows`: a phase's row results, refused only when `status` says so. */
export const ErpImportRowsBodySchema = bodySchema({
  ...pageBodyShape(20),
  job_id: IdSchema,
  phase: ErpImportPhaseSchema,
  status: ErpRowStatusSchema.optional(),
});
export type ErpImportRowsBody = z.infer<typeof ErpImportRowsBodySchema>;

export const ErpImportRowSchema = z.object({
  row_no: z.number().int(),
  key: z.string(),
  status: ErpRowStatusSchema,
  field: z.string(),
  reason: z.string(),
});
export type ErpImportRow = z.infer<typeof ErpImportRowSchema>;
export const ErpImportRowsPageSchema = pageSchema(ErpImportRowSchema);

/** Downloads (errors sheet, template): a one-time address for the signed-in staff account. */
export const ErpImportDownloadBodySchema = bodySchema({
  job_id: IdSchema,
  phase: ErpImportPhaseSchema,
});
export type ErpImportDownloadBody = z.infer<typeof ErpImportDownloadBodySchema>;
export const ErpImportTemplateBodySchema = bodySchema({ kind: ErpImportKindSchema });
export type ErpImportTemplateBody = z.infer<typeof ErpImportTemplateBodySchema>;
export const ErpDownloadSchema = z.object({ url: z.string() });
