import type { OrderDetail } from '@shop/contracts/order';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { unitPointsOf } from '../../lib/order-money';
import { OrderBatchSection } from '../batch/order-batch-section';
import { DetailSection } from './detail-section';
import { OrderBreakdown } from './order-breakdown';
import { OrderGoodsTable, type LineAction } from './order-goods-table';
import { OrderInfoPanels } from './order-info-panels';
import { OrderInvoices } from './order-invoices';
import { OrderStatusBanner } from './order-status-banner';
import { OrderTimeline } from './order-timeline';

/**
 * 订单详情 of one order: status and progress, information, goods with the breakdown, log.
 * `contact`: the page's 联系客服 entry for the order (chat is another feature).
 * `extra`: what the order's delivery variant adds under the information panels.
 */
export function OrderDetailView({
  order,
  contact,
  extra,
  lineAction,
}: {
  order: OrderDetail;
  contact?: (order: OrderDetail) => ReactNode;
  /** The delivery variant's own sections (pickup code and store, courier, virtual codes). */
  extra?: (order: OrderDetail) => ReactNode;
  /** The after-sales entry of each goods line (after-sales is another feature). */
  lineAction?: LineAction;
}) {
  const { t } = useTranslation('order');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div>
        <OrderStatusBanner order={order} />
        <OrderInfoPanels order={order} />
      </div>
      {extra?.(order)}
      <DetailSection title={t('detail.goods.title')} extra={contact?.(order)}>
        <OrderGoodsTable
          goods={order.order_goods}
          unitPoints={unitPointsOf(order)}
          lineAction={lineAction ? (g) => lineAction(g, order) : undefined}
          batches={order.batches}
        />
        <OrderBreakdown order={order} />
      </DetailSection>
      <OrderInvoices invoices={order.invoices} />
      <OrderBatchSection order={order} />
      <DetailSection title={t('detail.logs')}>
        <OrderTimeline logs={order.logs} />
      </DetailSection>
    </div>
  );
}
