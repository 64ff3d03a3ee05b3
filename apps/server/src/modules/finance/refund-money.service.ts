import type { DbTransaction } from '../../db/client';
import { giveMemberPoint, insertPointLog, lockMemberRow } from '../member';
import { insertLedger } from './ledger.repository';
import { changeBalance, findMemberMoney, setCreditUsed } from './member-money.repository';

/** A refund going back to the member (issue 17): where, how much, and what it belongs to. */
export type RefundCredit = {
  memberId: number;
  /** balance; credit (the used 账期 credit shrinks); point (a points exchange). */
  way: 'balance' | 'credit' | 'point';
  amountFen: number;
  point: number;
  refundId: number;
  refundNo: string;
  orderId: number;
};

/**
 * Gives a refund back inside the refund's transaction, each move with its ledger row. By credit,
 * the used credit shrinks by what the order took, and whatever the member already repaid (used
 * credit below the refund) goes to the balance instead, so nothing is lost.
 */
export async function giveRefundBack(tx: DbTransaction, refund: RefundCredit): Promise<void> {
  const ledger = {
    memberId: refund.memberId,
    fromType: 'refund',
    relateId: refund.refundId,
    link: { kind: 'refund', id: refund.refundId, no: refund.refundNo } as const,
  };
  let toBalance = refund.way === 'balance' ? refund.amountFen : 0;
  if (refund.way === 'credit' && refund.amountFen > 0) {
    await lockMemberRow(tx, refund.memberId);
    const usedFen = (await findMemberMoney(tx, refund.memberId))?.creditUsedFen ?? 0;
    const toCredit = Math.min(refund.amountFen, usedFen);
    if (toCredit > 0) {
      await setCreditUsed(tx, refund.memberId, usedFen - toCredit);
      await insertLedger(tx, {
        ...ledger,
        accountType: 'credit',
        amountFen: toCredit,
        remark: refund.refundNo,
      });
    }
    toBalance = refund.amountFen - toCredit;
  }
  if (toBalance > 0) {
    await changeBalance(tx, refund.memberId, toBalance);
    await insertLedger(tx, {
      ...ledger,
      accountType: 'balance',
      amountFen: toBalance,
      remark: refund.refundNo,
    });
  }
  if (refund.way === 'point' && refund.point > 0) {
    const pointAfter = await giveMemberPoint(tx, refund.memberId, refund.point);
    await insertPointLog(tx, {
      memberId: refund.memberId,
      change: refund.point,
      pointAfter,
      reason: 'refund',
      remark: refund.refundNo,
      orderId: refund.orderId,
    });
  }
}
