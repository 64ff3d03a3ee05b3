import type { OrderDetail } from '@shop/contracts/order';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { unitPointsOf } from '../../lib/order-money';
import { OrderBreakdown } from './order-breakdown';
import { OrderGoodsTable } from './order-goods-table';
import { OrderInfoPanels } from './order-info-panels';
import { OrderStatusBanner } from './order-status-banner';
import { OrderTimeline } from './order-timeline';

function Section({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section style={{ background: palette.white, padding: '16px 24px 24px' }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <h2 style={{ fontSize: 15, fontWeight: 600, margin: '0 0 12px' }}>{title}</h2>
        {extra}
      </div>
      {children}
    </section>
  );
}

/**
 * 订单详情 of one order: status and progress, information, goods with the breakdown, log.
 * `contact`: the page's 联系客服 entry for the order (chat is another feature).
 */
export function OrderDetailView({
  order,
  contact,
}: {
  order: OrderDetail;
  contact?: (order: OrderDetail) => ReactNode;
}) {
  const { t } = useTranslation('order');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div>
        <OrderStatusBanner order={order} />
        <OrderInfoPanels order={order} />
      </div>
      <Section title={t('detail.goods.title')} extra={contact?.(order)}>
        <OrderGoodsTable goods={order.order_goods} unitPoints={unitPointsOf(order)} />
        <OrderBreakdown order={order} />
      </Section>
      <Section title={t('detail.logs')}>
        <OrderTimeline logs={order.logs} />
      </Section>
    </div>
  );
}
