import type { OrderDetail } from '@shop/contracts/order';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { usePickupStores } from '../../api/get-pickup-stores';
import { DetailSection } from './detail-section';
import { StoreCard } from './store-card';
import { VerifyCodeBox } from './verify-code-box';

/**
 * 核销码 of a virtual goods order (issue 17): the code (text and QR) a store of the shop
 * verifies, or when it was verified, and the shop's stores where it can be used.
 */
export function VirtualSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('delivery');
  const stores = usePickupStores(order.site_id, order.verify !== null);
  return (
    <DetailSection title={t('virtual.title')}>
      {order.verify ? (
        <VerifyCodeBox verify={order.verify} label={t('virtual.codeLabel')} />
      ) : (
        <div style={{ color: palette.textSecondary, padding: '16px 0' }}>
          {t(order.order_status === 0 ? 'virtual.afterPay' : 'virtual.closed')}
        </div>
      )}
      {order.verify && !order.verify.is_verified && (
        <>
          <p style={{ color: palette.textSecondary, fontSize: 12, margin: '12px 0 16px' }}>
            {t('virtual.tip')}
          </p>
          <div style={{ color: palette.textSecondary, fontSize: 13, marginBottom: 8 }}>
            {t('virtual.stores')}
          </div>
          <QueryState
            query={stores}
            rows={3}
            errorTitle={t('virtual.storesFailed')}
            emptyView={
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('virtual.noStores')} />
            }
          >
            {(list) => (
              <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
                {list.map((store) => (
                  <div
                    key={store.store_id}
                    style={{ padding: 16, border: `1px solid ${palette.dividerLight}` }}
                  >
                    <StoreCard store={store} />
                  </div>
                ))}
              </div>
            )}
          </QueryState>
        </>
      )}
    </DetailSection>
  );
}
