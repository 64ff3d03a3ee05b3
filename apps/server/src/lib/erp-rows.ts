import type { ErpAcceptedRow, ErpRowResult } from '@shop/contracts/erp';
import { sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../db/client';
import { translate, type Lang, type MessageKey, type MessageParams } from './i18n/translate';

/*
 * What the ERP batches of every module share (issue 26): refused rows with a translated reason,
 * one row per ERP code in a batch, and multi-row writes that send a whole batch as one JSON
 * parameter (`jsonb_to_recordset`), so a batch of 1,000 rows is one statement, not 1,000. Here
 * below the modules, so member, finance and catalogue use the same helpers (ADR 0009).
 */

/** The options an ERP sync takes: the caller's language (for reasons) and the clock. */
export type ErpSyncOptions = {
  lang: Lang;
  now?: Date;
  /** Answer each row's result and write nothing (the console import's dry run). */
  dryRun?: boolean;
};

/** Why one row of a batch is refused, thrown where a row is judged: the field at fault and why. */
export class ErpRowRefusal extends Error {
  constructor(
    readonly field: string,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(messageKey);
  }
}

/** A refused row: the field at fault and why, in the caller's language. */
export const refusedRow = (
  row: { index: number; key: string },
  field: string,
  lang: Lang,
  key: MessageKey,
  params: MessageParams = {},
): ErpRowResult => ({
  index: row.index,
  key: row.key,
  status: 'refused',
  field,
  reason: translate(lang, key, params),
});

/**
 * The rows of a batch, one per value of `valueOf` (the ERP code by default): a value sent again
 * in the same batch is refused with `refusal` (the first row stands), so the batch's result does
 * not depend on which of two rows wins.
 */
export function onePerCode<Row>(
  rows: readonly ErpAcceptedRow<Row>[],
  lang: Lang,
  refusal: { field: string; key: MessageKey } = {
    field: 'goods_erp_spid',
    key: 'erp_sync.code_twice',
  },
  valueOf: (row: ErpAcceptedRow<Row>) => string = (row) => row.key,
): { rows: ErpAcceptedRow<Row>[]; refused: ErpRowResult[] } {
  const seen = new Set<string>();
  const kept: ErpAcceptedRow<Row>[] = [];
  const refused: ErpRowResult[] = [];
  for (const row of rows) {
    const value = valueOf(row);
    if (seen.has(value)) refused.push(refusedRow(row, refusal.field, lang, refusal.key));
    else kept.push(row);
    seen.add(value);
  }
  return { rows: kept, refused };
}

/** The rows as one jsonb parameter, for `jsonb_to_recordset` (one statement per batch). */
export const jsonRows = (rows: readonly object[]) => sql`${JSON.stringify(rows)}::jsonb`;

/** A batch's transaction: waits 3 s at most for rows an order or the console holds. */
export const inSyncTransaction = <T>(
  db: DbExecutor,
  work: (tx: DbTransaction) => Promise<T>,
): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local lock_timeout = '3s'`);
    return work(tx);
  });
