import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { usePayCountdown } from './pay-countdown';

/**
 * "请在 HH:mm 前完成支付（剩余 X小时Y分），超时订单将自动取消", counting down live. The texts
 * come from `ns` under `keyPrefix` (text, hours, minutes, underMinute, expired), so the cashier
 * (checkout) and the order page (order) each keep their own.
 */
export function PayDeadline({
  closeTime,
  ns = 'checkout',
  keyPrefix = 'pay.deadline',
  style,
}: {
  closeTime: number;
  ns?: 'checkout' | 'order';
  keyPrefix?: string;
  style?: CSSProperties;
}) {
  const { t } = useTranslation(ns, { keyPrefix });
  const left = usePayCountdown(closeTime);
  const text = left.expired
    ? t('expired')
    : t('text', {
        time: left.clock,
        left: left.underMinute
          ? t('underMinute')
          : left.hours > 0
            ? t('hours', { hours: left.hours, minutes: left.minutes })
            : t('minutes', { minutes: left.minutes }),
      });
  return (
    <div role="timer" aria-live="off" data-testid="pay-deadline" style={style}>
      {text}
    </div>
  );
}
