import { judgeErpRows, rowKey, type ErpAcceptedRow, type ErpRowResult } from '@shop/contracts/erp';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import type { Lang } from '../../lib/i18n/translate';

/** How a batch is applied: the language of the refusals, and a dry run writing nothing. */
export type ErpBatchOptions = { lang: Lang; dryRun: boolean; createMissing?: boolean };

/**
 * One kind of ERP batch (issue 26): its row schema, the row field that keys it, and the owner's
 * service applying the rows that passed the schema. The open API's batch call and the console's
 * sheet import of the kind both run it, so a sheet and an ERP write alike.
 */
export type ErpBatchKind<Row = unknown> = {
  rowSchema: z.ZodType<Row>;
  keyField: string;
  apply: (
    db: DbExecutor,
    siteId: number,
    rows: ErpAcceptedRow<Row>[],
    options: ErpBatchOptions,
  ) => Promise<ErpRowResult[]>;
};

/** Declares a batch kind with its row type checked, stored without it. */
export const defineErpBatch = <Row>(kind: ErpBatchKind<Row>): ErpBatchKind =>
  kind as unknown as ErpBatchKind;

/**
 * Every row's result of a batch: each judged against the kind's schema (a bad row refused alone,
 * naming its field), the rest applied by the owner's service; in no particular order.
 */
export async function runErpBatch(
  db: DbExecutor,
  siteId: number,
  kind: ErpBatchKind,
  rows: readonly unknown[],
  options: ErpBatchOptions,
): Promise<ErpRowResult[]> {
  const { accepted, refused } = judgeErpRows(kind.rowSchema, rows, rowKey(kind.keyField));
  const applied = accepted.length > 0 ? await kind.apply(db, siteId, accepted, options) : [];
  return [...refused, ...applied];
}
