import { fenToYuan } from '@shop/contracts/money';
import type {
  OnlineChannel,
  OnlinePayCreateBodySchema,
  OnlinePayCreated,
  OnlinePayStatus,
  OnlinePayStatusBodySchema,
} from '@shop/contracts/payment';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CashierChannel } from './online-channel';
import { paySubject } from './pay-subject';

type Channels = ReadonlyMap<OnlineChannel, CashierChannel>;

/**
 * `/api/pay/online/create`: checks that the member owns the payment and that it is unpaid, then
 * opens the channel's cashier for what is due now (issue 16). Nothing is marked paid here: only a
 * verified notification does that.
 */
export async function createOnlinePay(
  db: Db,
  channels: Channels,
  memberId: number,
  body: z.output<typeof OnlinePayCreateBodySchema>,
): Promise<OnlinePayCreated> {
  const channel = channels.get(body.channel);
  if (!channel) throw new AppError('payment.channel_unavailable');
  const handler = paySubject(body.subject);
  const { amountFen, title } = await handler.payable(db, memberId, body.out_trade_no);
  const link = await channel.openCashier({
    subject: body.subject,
    outTradeNo: body.out_trade_no,
    amountFen,
    title,
  });
  return {
    channel: body.channel,
    out_trade_no: body.out_trade_no,
    pay_money: fenToYuan(amountFen),
    pay_url: link.payUrl,
    code_url: link.codeUrl,
  };
}

/** `/api/pay/online/status`: what the pay page polls while the buyer pays on their phone. */
export async function onlinePayStatusOf(
  db: Db,
  memberId: number,
  body: z.output<typeof OnlinePayStatusBodySchema>,
): Promise<OnlinePayStatus> {
  return { status: await paySubject(body.subject).status(db, memberId, body.out_trade_no) };
}
