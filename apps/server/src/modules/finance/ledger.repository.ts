import type { LedgerAccountType } from '@shop/contracts/member';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { memberAccount } from './finance.tables';

/**
 * What a ledger row names and links to (issue 25): the order or refund the buyer reads it by, or
 * (issue 26) the shop whose ERP set the credit, by its id, with the member's customer code.
 */
export type LedgerLinkWrite = { kind: 'order' | 'refund' | 'erp'; id: number; no: string };

export type LedgerWrite = {
  memberId: number;
  accountType: LedgerAccountType;
  amountFen: number;
  fromType: string;
  relateId: number;
  remark: string;
  link?: LedgerLinkWrite;
};

const valuesOf = ({ link, ...values }: LedgerWrite) => ({
  ...values,
  linkKind: link?.kind ?? '',
  linkId: link?.id ?? 0,
  linkNo: link?.no ?? '',
});

/** Writes one row of the member's money ledger: every change of balance, credit or credit line. */
export async function insertLedger(db: DbExecutor, row: LedgerWrite): Promise<void> {
  await db.insert(memberAccount).values(valuesOf(row));
}

/** Writes the ledger rows of a batch in one statement (an ERP credit batch, issue 26). */
export async function insertLedgerRows(
  db: DbExecutor,
  rows: readonly LedgerWrite[],
): Promise<void> {
  if (rows.length === 0) return;
  // One jsonb parameter instead of nine per row: 2,000 rows stay one small statement.
  await db.execute(sql`
    insert into ${memberAccount}
      (member_id, account_type, amount_fen, from_type, relate_id, remark,
       link_kind, link_id, link_no)
    select "memberId", "accountType", "amountFen", "fromType", "relateId", remark,
      "linkKind", "linkId", "linkNo"
    from jsonb_to_recordset(${JSON.stringify(rows.map(valuesOf))}::jsonb) as r(
      "memberId" integer, "accountType" varchar, "amountFen" bigint, "fromType" varchar,
      "relateId" integer, remark varchar, "linkKind" varchar, "linkId" integer, "linkNo" varchar)`);
}
