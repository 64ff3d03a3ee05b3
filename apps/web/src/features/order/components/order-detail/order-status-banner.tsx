import type { OrderDetail } from '@shop/contracts/order';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { nextStepKey, orderProgress } from '../../lib/order-progress';
import { OrderActionButtons } from '../order-list/order-action-buttons';
import { OrderNo } from '../order-list/order-no';
import { OrderNotices } from './order-notices';
import { PayDeadline } from '../pay/pay-deadline';

/**
 * The head of an order's page: the status (the server's name) with what happens next and the
 * buttons the buyer may use, beside the progress 提交订单 → 付款 → 发货 → 收货 → 完成.
 */
export function OrderStatusBanner({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('order');
  const progress = orderProgress(order);
  const closed = progress.status === 'error';
  return (
    <section
      aria-label={t('detail.statusLabel')}
      style={{
        display: 'flex',
        background: palette.white,
        borderTop: `2px solid ${palette.brand}`,
      }}
    >
      <div
        style={{
          width: 300,
          flexShrink: 0,
          padding: '20px 24px',
          borderRight: `1px solid ${palette.dividerLight}`,
        }}
      >
        <div style={{ color: palette.textMuted, fontSize: 13 }}>
          {t('detail.info.orderNo')}
          {t('colon')}
          <OrderNo orderNo={order.order_no} />
        </div>
        <div
          style={{
            fontSize: 24,
            fontWeight: 600,
            margin: '12px 0 8px',
            color: closed ? palette.textMuted : palette.brand,
          }}
        >
          {order.order_status_name}
        </div>
        <p style={{ color: palette.textSecondary, fontSize: 13, margin: '0 0 16px' }}>
          {t(
            `detail.next.${nextStepKey(order.order_status, order.pay_reviewing, order.delivery_type)}`,
          )}
        </p>
        {order.order_status === 0 && order.pay_deadline !== null && (
          <PayDeadline
            closeTime={order.pay_deadline}
            ns="order"
            keyPrefix="detail.deadline"
            style={{ color: palette.brand, fontSize: 13, margin: '-8px 0 16px' }}
          />
        )}
        <OrderNotices order={order} />
        <OrderActionButtons
          orderId={order.order_id}
          actions={order.actions}
          direction="horizontal"
          size="middle"
        />
      </div>
      <div style={{ flex: 1, padding: '36px 24px 24px', minWidth: 0 }}>
        <Steps
          current={progress.current}
          status={progress.status}
          titlePlacement="vertical"
          size="small"
          items={progress.steps.map((step) => ({
            title: t(`detail.steps.${step.key}`),
            content: step.time ? (
              <span
                style={{
                  fontSize: 12,
                  display: 'block',
                  lineHeight: '18px',
                  whiteSpace: 'pre-line',
                }}
              >
                {shopDateTimeSeconds(step.time).replace(' ', '\n')}
              </span>
            ) : undefined,
          }))}
        />
      </div>
    </section>
  );
}
