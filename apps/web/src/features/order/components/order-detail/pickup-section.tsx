import type { OrderDetail } from '@shop/contracts/order';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { DetailSection } from './detail-section';
import { StoreCard } from './store-card';
import { VerifyCodeBox } from './verify-code-box';

/** Why a pickup order has no code to show: not paid yet, or closed. */
const noCodeKey = (order: OrderDetail) =>
  order.order_status === 0 ? 'pickup.afterPay' : 'pickup.closed';

/**
 * 自提信息 of a 门店自提 order (issue 17): the pickup code (text and QR) to show at the store,
 * or when it was handed over, beside the store's name, address, phone and hours.
 */
export function PickupSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('delivery');
  return (
    <DetailSection title={t('pickup.title')}>
      <div style={{ display: 'flex', gap: 32 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          {order.verify ? (
            <VerifyCodeBox verify={order.verify} label={t('pickup.codeLabel')} />
          ) : (
            <div style={{ color: palette.textSecondary, padding: '24px 0' }}>
              {t(noCodeKey(order))}
            </div>
          )}
          {order.verify && !order.verify.is_verified && (
            <p style={{ color: palette.textSecondary, fontSize: 12, margin: '12px 0 0' }}>
              {t('pickup.tip')}
            </p>
          )}
        </div>
        <div
          style={{
            flex: 1,
            minWidth: 0,
            paddingLeft: 32,
            borderLeft: `1px solid ${palette.dividerLight}`,
          }}
        >
          <div style={{ color: palette.textSecondary, fontSize: 13, marginBottom: 8 }}>
            {t('pickup.storeLabel')}
          </div>
          {order.store ? (
            <StoreCard store={order.store} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pickup.noStore')} />
          )}
        </div>
      </div>
    </DetailSection>
  );
}
