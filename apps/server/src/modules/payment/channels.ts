import type { OnlineChannel } from '@shop/contracts/payment';
import type { OnlinePayConfig } from '../../config/online-pay.env';
import { alipayChannel } from './alipay.channel';
import type { CashierChannel } from './online-channel';
import { wechatpayChannel } from './wechatpay.channel';

/** The configured channels, Alipay first (issue 16: a channel not configured is hidden). */
export function configuredChannels(config: OnlinePayConfig): Map<OnlineChannel, CashierChannel> {
  const channels = new Map<OnlineChannel, CashierChannel>();
  if (config.alipay) channels.set('alipay', alipayChannel(config.alipay, config.notifyBaseUrl));
  if (config.wechatpay)
    channels.set('wechatpay', wechatpayChannel(config.wechatpay, config.notifyBaseUrl));
  return channels;
}
