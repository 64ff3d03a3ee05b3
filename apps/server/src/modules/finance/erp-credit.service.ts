import type { ErpAcceptedRow, ErpCreditRow, ErpRowResult } from '@shop/contracts/erp';
import { yuanToFen } from '@shop/contracts/money';
import type { DbExecutor } from '../../db/client';
import { inSyncTransaction, onePerCode, refusedRow, type ErpSyncOptions } from '../../lib/erp-rows';
import { lockMembersByErpCode } from './erp-credit.repository';
import { insertLedgerRows, type LedgerWrite } from './ledger.repository';
import { setCreditColumns } from './member-money.repository';

/*
 * Credit (账期) from the ERP (issue 26): the credit line and the balance owed, by the member's ERP
 * customer code. Set-based: one locked read of the batch's members, one update of the changed
 * ones and one insert of their ledger rows, whatever the batch's size.
 */

/** The ledger rows of one member's change: the line moved, and the balance owed moved. */
function ledgerOf(
  siteId: number,
  code: string,
  memberId: number,
  limit: { before: number; after: number },
  used: { before: number; after: number },
): LedgerWrite[] {
  const base = {
    memberId,
    fromType: 'erp',
    relateId: siteId,
    remark: code,
    link: { kind: 'erp', id: siteId, no: code },
  } as const;
  const rows: LedgerWrite[] = [];
  if (limit.after !== limit.before)
    rows.push({ ...base, accountType: 'limit', amountFen: limit.after - limit.before });
  // A credit row is signed like a payment on account: more owed is negative (issue 16).
  if (used.after !== used.before)
    rows.push({ ...base, accountType: 'credit', amountFen: used.before - used.after });
  return rows;
}

/**
 * Applies the rows of an ERP credit batch that passed `ErpCreditRowSchema` (the caller judged
 * them with `judgeErpRows`), sent by shop `siteId`'s key: each sets a member's credit line and
 * balance owed to the ERP's values. A row whose values are already stored is unchanged and
 * writes nothing (the same batch twice changes nothing); a changed row writes a ledger row per
 * value moved (from_type `erp`, linked to the shop); an unknown customer code is refused.
 * `dryRun` answers the same results and writes nothing (the console's import preview). The
 * credit line is the whole mall's (ADR 0015), so the caller lets only the mall's own shop send it.
 */
export async function applyErpCredit(
  db: DbExecutor,
  siteId: number,
  rows: readonly ErpAcceptedRow<ErpCreditRow>[],
  options: ErpSyncOptions,
): Promise<ErpRowResult[]> {
  const { lang } = options;
  const { rows: kept, refused } = onePerCode(
    rows,
    lang,
    { field: 'erp_code', key: 'finance.erp_code_twice' },
    (row) => row.row.erp_code,
  );
  const results: ErpRowResult[] = [...refused];
  await inSyncTransaction(db, async (tx) => {
    const found = await lockMembersByErpCode(
      tx,
      kept.map((row) => row.row.erp_code),
    );
    const byCode = new Map(found.map((m) => [m.erpCode, m]));
    const changes: { memberId: number; limitFen: number; usedFen: number }[] = [];
    const ledger: LedgerWrite[] = [];
    for (const row of kept) {
      const current = byCode.get(row.row.erp_code);
      if (!current) {
        results.push(refusedRow(row, 'erp_code', lang, 'finance.erp_code_unknown'));
        continue;
      }
      const limitFen = yuanToFen(row.row.credit_limit);
      const usedFen = yuanToFen(row.row.credit_used);
      const same = limitFen === current.creditLimitFen && usedFen === current.creditUsedFen;
      results.push({ index: row.index, key: row.key, status: same ? 'unchanged' : 'updated' });
      if (same) continue;
      changes.push({ memberId: current.memberId, limitFen, usedFen });
      ledger.push(
        ...ledgerOf(
          siteId,
          row.row.erp_code,
          current.memberId,
          { before: current.creditLimitFen, after: limitFen },
          { before: current.creditUsedFen, after: usedFen },
        ),
      );
    }
    if (options.dryRun) return;
    await setCreditColumns(tx, changes);
    await insertLedgerRows(tx, ledger);
  });
  return results.sort((a, b) => a.index - b.index);
}
