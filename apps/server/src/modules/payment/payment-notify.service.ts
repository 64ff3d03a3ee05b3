import type { OnlineChannel, PaySubject } from '@shop/contracts/payment';
import type { Db } from '../../db/client';
import { paySubject } from './pay-subject';
import { insertNotice } from './payment-notify.repository';

/** A notification whose signature the channel module verified. */
export type VerifiedNotice = {
  channel: OnlineChannel;
  subject: PaySubject;
  outTradeNo: string;
  tradeNo: string;
  amountFen: number;
  payload: unknown;
};

/**
 * Settles a verified notification once (issue 16): in one transaction the notification is
 * recorded (unique channel + trade_no) and its subject marked paid. A repeat changes nothing and
 * counts as handled; a refusal (unknown number, wrong amount) rolls everything back and is thrown.
 */
export async function settleNotice(
  db: Db,
  notice: VerifiedNotice,
): Promise<'paid' | 'already_paid' | 'repeat'> {
  const handler = paySubject(notice.subject);
  return db.transaction(async (tx) => {
    const fresh = await insertNotice(tx, {
      channel: notice.channel,
      subject: notice.subject,
      outTradeNo: notice.outTradeNo,
      tradeNo: notice.tradeNo,
      amountFen: notice.amountFen,
      payload: notice.payload,
    });
    if (!fresh) return 'repeat';
    return handler.settle(tx, notice);
  });
}
