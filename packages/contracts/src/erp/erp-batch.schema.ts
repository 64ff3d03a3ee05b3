import { z } from 'zod';

/** The most rows one batch call takes (issue 26). */
export const ERP_BATCH_MAX = 1000;

/**
 * What became of one row of a batch: created, updated, unchanged (the same row sent again), or
 * refused with the field at fault and why. A refused row never stops the others.
 */
export const ErpRowStatusSchema = z.enum(['created', 'updated', 'unchanged', 'refused']);
export type ErpRowStatus = z.infer<typeof ErpRowStatusSchema>;

export const ErpRowResultSchema = z.object({
  /** The row's position in the batch, from 0. */
  index: z.number().int().min(0),
  /** The row's ERP key (goods_erp_spid, customer code, batch number ...), '' when it had none. */
  key: z.string(),
  status: ErpRowStatusSchema,
  /** For a refused row: the field at fault ('' when the row as a whole). */
  field: z.string().optional(),
  reason: z.string().optional(),
});
export type ErpRowResult = z.infer<typeof ErpRowResultSchema>;

/** A batch call's answer: the counts and every row's result, in the batch's order. */
export const ErpBatchResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  rows: z.array(ErpRowResultSchema),
});
export type ErpBatchResult = z.infer<typeof ErpBatchResultSchema>;

/**
 * A batch call's body. The rows are taken as they come and judged one by one against the call's
 * row schema (`judgeErpRows`), so that one bad row is refused alone instead of failing the batch.
 */
export const ErpBatchBodySchema = z.object({
  rows: z.array(z.unknown()).min(1).max(ERP_BATCH_MAX),
});
export type ErpBatchBody = z.infer<typeof ErpBatchBodySchema>;

/** A row that passed its schema, with its place in the batch and its ERP key. */
export type ErpAcceptedRow<Row> = { index: number; key: string; row: Row };

/** Why a row's first failed field is refused, as the caller words it (zod's own by default). */
export type ErpIssueWording = (issue: z.core.$ZodIssue) => string;

/**
 * Judges each row of a batch against its schema: the rows that pass (with their index and key)
 * and a refused result for each that does not, naming the first field at fault and why
 * (`wording`: the server's sentence in the caller's language; issues carry their input).
 */
export function judgeErpRows<Schema extends z.ZodType>(
  schema: Schema,
  rows: readonly unknown[],
  keyOf: (row: unknown) => string,
  wording: ErpIssueWording = (issue) => issue.message,
): { accepted: ErpAcceptedRow<z.output<Schema>>[]; refused: ErpRowResult[] } {
  const accepted: ErpAcceptedRow<z.output<Schema>>[] = [];
  const refused: ErpRowResult[] = [];
  rows.forEach((raw, index) => {
    const key = keyOf(raw);
    const parsed = schema.safeParse(raw, { reportInput: true });
    if (parsed.success) {
      accepted.push({ index, key, row: parsed.data });
      return;
    }
    const issue = parsed.error.issues[0];
    refused.push({
      index,
      key,
      status: 'refused',
      field: issue?.path.map(String).join('.') ?? '',
      reason: issue ? wording(issue) : 'invalid row',
    });
  });
  return { accepted, refused };
}

/** The row's string field `name`, or '' (for `keyOf` on a row not yet validated). */
export const rowKey =
  (name: string) =>
  (row: unknown): string => {
    if (typeof row !== 'object' || row === null) return '';
    const value = (row as Record<string, unknown>)[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };

/** The counts and rows of a batch's results, in the batch's order. */
export function summariseErpRows(results: readonly ErpRowResult[]): ErpBatchResult {
  const rows = [...results].sort((a, b) => a.index - b.index);
  const count = (status: ErpRowStatus) => rows.filter((row) => row.status === status).length;
  return {
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    refused: count('refused'),
    rows,
  };
}
