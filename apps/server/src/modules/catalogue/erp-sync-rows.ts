import type { ErpAcceptedRow, ErpRowResult } from '@shop/contracts/erp';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/client';
import {
  translate,
  type Lang,
  type MessageKey,
  type MessageParams,
} from '../../lib/i18n/translate';
import { goods } from './catalogue.tables';

/*
 * What the ERP syncs of goods, prices and stock share (issue 26): refused rows with a translated
 * reason, one row per ERP code in a batch, and multi-row writes that send a whole batch as one
 * JSON parameter (`jsonb_to_recordset`), so a batch of 1,000 rows is one statement, not 1,000.
 */

/** The options every ERP sync takes: the caller's language (for reasons) and the clock. */
export type ErpSyncOptions = {
  lang: Lang;
  now?: Date;
  /** Answer each row's result and write nothing (the console import's dry run). */
  dryRun?: boolean;
};

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
 * The rows of a batch, one per ERP code: a code sent again in the same batch is refused (the
 * first row stands), so the batch's result does not depend on which of two rows wins.
 */
export function onePerCode<Row>(
  rows: readonly ErpAcceptedRow<Row>[],
  lang: Lang,
): { rows: ErpAcceptedRow<Row>[]; refused: ErpRowResult[] } {
  const seen = new Set<string>();
  const kept: ErpAcceptedRow<Row>[] = [];
  const refused: ErpRowResult[] = [];
  for (const row of rows) {
    if (seen.has(row.key))
      refused.push(refusedRow(row, 'goods_erp_spid', lang, 'erp_sync.code_twice'));
    else kept.push(row);
    seen.add(row.key);
  }
  return { rows: kept, refused };
}

/**
 * The shop's goods carrying one of `codes` (ERP codes are never empty), in a form its code index
 * (`goods_site_erp_uq`, partial: codes not empty) serves: PostgreSQL proves a partial index's
 * condition from an IN list of 100 values at most, so a call of 1,000 codes scanned the whole
 * goods table without the `<> ''` (465 ms at 50,000 goods, in two parallel workers; 7 ms with it).
 */
export const shopErpCodes = (siteId: number, codes: string[]) =>
  and(eq(goods.siteId, siteId), ne(goods.goodsErpSpid, ''), inArray(goods.goodsErpSpid, codes));

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
