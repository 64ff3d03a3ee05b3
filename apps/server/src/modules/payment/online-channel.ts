import type { OnlineChannel, PaySubject } from '@shop/contracts/payment';

/** What a channel's cashier is opened with. */
export type CashierInput = {
  subject: PaySubject;
  outTradeNo: string;
  amountFen: number;
  title: string;
};

/** Alipay answers the address of its cashier page, WeChat Pay the code_url of its QR code. */
export type CashierLink = { payUrl: string; codeUrl: string };

export type CashierChannel = {
  name: OnlineChannel;
  openCashier(input: CashierInput): Promise<CashierLink>;
};

/** Where a channel posts its notifications: `<PAY_NOTIFY_BASE_URL>/api/pay/notify/<channel>`. */
export const notifyUrl = (base: string, channel: OnlineChannel) =>
  `${base}/api/pay/notify/${channel}`;
