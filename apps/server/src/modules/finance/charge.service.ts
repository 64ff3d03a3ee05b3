import type { DbExecutor } from '../../db/client';
import { insertLedger, type LedgerLinkWrite } from './ledger.repository';
import { debitBalance, useCredit } from './member-money.repository';

/** A payment taken from the member's own money: the balance, or the credit line (账期支付). */
export type MoneyCharge = {
  memberId: number;
  way: 'balance' | 'credit';
  amountFen: number;
  fromType: string;
  relateId: number;
  remark: string;
  link?: LedgerLinkWrite;
};

/**
 * Takes a payment from the balance or the credit line inside the caller's transaction, with its
 * ledger row (the amount negative). One conditional statement decides, so two payments at once
 * never overdraw the balance or pass the credit line (issue 16); false when it does not cover it.
 */
export async function chargeMember(tx: DbExecutor, charge: MoneyCharge): Promise<boolean> {
  const { memberId, way, amountFen } = charge;
  const charged =
    way === 'balance'
      ? await debitBalance(tx, memberId, amountFen)
      : await useCredit(tx, memberId, amountFen);
  if (!charged) return false;
  await insertLedger(tx, {
    memberId,
    accountType: way,
    amountFen: -amountFen,
    fromType: charge.fromType,
    relateId: charge.relateId,
    remark: charge.remark,
    ...(charge.link ? { link: charge.link } : {}),
  });
  return true;
}
