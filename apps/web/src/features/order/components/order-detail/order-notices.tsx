import type { OrderDetail } from '@shop/contracts/order';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * What the shop says about the order (issue 15): the reason a transfer voucher was rejected (the
 * buyer may pay again), the pickup code to show at the counter, the reason staff closed it.
 */
export function OrderNotices({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('order');
  const notices = [
    order.voucher_reject_reason !== '' && (
      <Alert
        key="rejected"
        data-testid="order-voucher-rejected"
        type="error"
        showIcon
        message={t('voucher.rejected', { reason: order.voucher_reject_reason })}
      />
    ),
    order.pickup_code !== '' && (
      <Alert
        key="pickup"
        data-testid="order-pickup-code"
        type="success"
        message={t(order.delivery_type === 'virtual' ? 'detail.virtualCode' : 'detail.pickupCode', {
          code: order.pickup_code,
        })}
      />
    ),
    order.close_reason !== '' && (
      <Alert
        key="closed"
        type="warning"
        message={t('detail.closeReason', { reason: order.close_reason })}
      />
    ),
  ].filter(Boolean);
  if (notices.length === 0) return null;
  return <div style={{ display: 'grid', gap: 8, marginBottom: 16 }}>{notices}</div>;
}
