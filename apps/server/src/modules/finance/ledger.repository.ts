import type { LedgerAccountType } from '@shop/contracts/member';
import type { DbExecutor } from '../../db/client';
import { memberAccount } from './finance.tables';

/** Writes one row of the member's money ledger: every change of balance, credit or credit line. */
export async function insertLedger(
  db: DbExecutor,
  row: {
    memberId: number;
    accountType: LedgerAccountType;
    amountFen: number;
    fromType: string;
    relateId: number;
    remark: string;
    /** The order or refund the buyer reads the row by (issue 25); none for other rows. */
    link?: LedgerLinkWrite;
  },
): Promise<void> {
  const { link, ...values } = row;
  await db.insert(memberAccount).values({
    ...values,
    linkKind: link?.kind ?? '',
    linkId: link?.id ?? 0,
    linkNo: link?.no ?? '',
  });
}

export type LedgerLinkWrite = { kind: 'order' | 'refund'; id: number; no: string };
