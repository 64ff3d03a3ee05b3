import { PhoneOutlined, UserOutlined } from '@ant-design/icons';
import type { OrderDetail, OrderPackage } from '@shop/contracts/order';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useOrderPackages } from '../../api/get-order-packages';
import { maskMobile } from '../../lib/order-money';
import { DetailSection } from './detail-section';

/** One delivery run: the courier, their phone, when it left and what it carries. */
function CourierRun({ run, index }: { run: OrderPackage; index: number }) {
  const { t } = useTranslation('delivery');
  const num = run.goods.reduce((sum, g) => sum + g.num, 0);
  return (
    <div
      data-testid="courier-run"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 32,
        padding: '12px 16px',
        background: palette.fillLight,
      }}
    >
      <strong>{t('local.run', { index: index + 1 })}</strong>
      <span>
        <UserOutlined style={{ color: palette.textMuted, marginRight: 6 }} />
        {run.courier_name}
      </span>
      <a href={`tel:${run.courier_mobile}`}>
        <PhoneOutlined style={{ marginRight: 6 }} />
        {run.courier_mobile}
      </a>
      <span style={{ color: palette.textSecondary }}>
        {t('local.sentAt', { time: shopDateTimeSeconds(run.create_time) })}
      </span>
      <span style={{ color: palette.textSecondary }}>{t('local.goodsNum', { count: num })}</span>
    </div>
  );
}

/** What the buyer is told before any courier set out. */
function waitingKey(order: OrderDetail) {
  if (order.order_status === 0) return 'local.afterPay';
  return order.order_status < 0 ? 'local.closed' : 'local.preparing';
}

/**
 * 配送信息 of a 同城配送 order (issue 17): each delivery run's courier, phone and time (from the
 * order's packages), and where it goes.
 */
export function CourierSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('delivery');
  const query = useOrderPackages(order.order_status > 0 ? order.order_id : undefined);
  const destination = [order.full_address, order.address].filter(Boolean).join(' ');
  return (
    <DetailSection title={t('local.title')}>
      <div style={{ marginBottom: 12, fontSize: 13 }}>
        <span style={{ color: palette.textMuted }}>{t('local.to')}</span>
        {order.name} {maskMobile(order.mobile)} {destination}
      </div>
      {order.order_status <= 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(waitingKey(order))} />
      ) : (
        <QueryState
          query={query}
          rows={2}
          errorTitle={t('local.loadFailed')}
          isEmpty={(runs) => runs.length === 0}
          empty={t(waitingKey(order))}
        >
          {(runs) => (
            <div style={{ display: 'grid', gap: 8 }}>
              {runs.map((run, index) => (
                <CourierRun key={run.package_id} run={run} index={index} />
              ))}
            </div>
          )}
        </QueryState>
      )}
    </DetailSection>
  );
}
