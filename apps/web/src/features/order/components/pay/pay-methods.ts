import { yuanToFen } from '@shop/contracts/money';
import {
  OutTradeNoSchema,
  offlineAccountSet,
  type PayInfo,
  type PayType,
} from '@shop/contracts/order';
import type { OnlineChannel } from '@shop/contracts/payment';

/** A means of payment on the cashier: the shop's own, or an online channel (issue 16). */
export type CashierMethod = PayType | OnlineChannel;

export type MethodState = {
  type: CashierMethod;
  /** Whether it can pay this amount now. */
  enabled: boolean;
  /** Why not (an i18n key), when disabled. */
  reason: string | null;
};

/**
 * What each means of payment can do for this payment: the balance and the credit still
 * available must cover the whole amount (integer fen); an offline transfer needs the shop's
 * account set; the configured online channels always can.
 */
export function payMethods(
  info: Pick<PayInfo, 'pay_money' | 'account' | 'offline'>,
  channels: readonly OnlineChannel[] = [],
): MethodState[] {
  const due = yuanToFen(info.pay_money);
  const balanceOk = yuanToFen(info.account.balance) >= due;
  const creditOk = yuanToFen(info.account.credit_available) >= due;
  const offlineOk = offlineAccountSet(info.offline);
  return [
    {
      type: 'balance',
      enabled: balanceOk,
      reason: balanceOk ? null : 'checkout:pay.insufficient',
    },
    { type: 'offline', enabled: offlineOk, reason: offlineOk ? null : 'checkout:pay.noOffline' },
    {
      type: 'credit',
      enabled: creditOk,
      reason: creditOk ? null : 'checkout:pay.creditInsufficient',
    },
    ...channels.map((type) => ({ type, enabled: true, reason: null })),
  ];
}

export const isOnline = (method: CashierMethod): method is OnlineChannel =>
  method === 'alipay' || method === 'wechatpay';

/** The method chosen at first: one that settles at once (balance, then credit), else a transfer. */
export function firstUsable(methods: MethodState[]): PayType {
  const usable = (type: PayType) => methods.some((m) => m.type === type && m.enabled);
  if (usable('balance')) return 'balance';
  if (usable('credit')) return 'credit';
  return 'offline';
}

/** Where a payment that can no longer be paid sends the buyer: 1 paid, 2 voucher in review. */
export type PayStage = 'waiting' | 'paid' | 'reviewing' | 'cancelled';

export function payStage(status: number): PayStage {
  if (status === 1) return 'paid';
  if (status === 2) return 'reviewing';
  if (status < 0) return 'cancelled';
  return 'waiting';
}

/** 查看订单 of the result page: the order itself when there is one, else the order list. */
export function orderLink(orderIds: number[]): string {
  return orderIds.length === 1
    ? `/member/order_detail?order_id=${orderIds[0]}`
    : '/member/order_list';
}

/** The out_trade_no of the query when it has the server's form (digits), else null. */
export function outTradeNoOf(query: URLSearchParams): string | null {
  const raw = query.get('out_trade_no')?.trim() ?? '';
  return OutTradeNoSchema.safeParse(raw).success ? raw : null;
}
