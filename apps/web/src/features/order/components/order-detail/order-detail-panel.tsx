import type { OrderDetail } from '@shop/contracts/order';
import { ApiError } from '@shop/web-kit/api';
import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { palette } from '@/app/theme';
import { useOrderDetail } from '../../api/get-order-detail';
import { ORDER_LIST_PATH } from '../../lib/order-paths';
import type { LineAction } from './order-goods-table';
import { OrderDetailView } from './order-detail-view';

/** A refusal (another member's or an unknown order) or a bad id: the message and the way back. */
function NotFound({ message }: { message: string }) {
  const { t } = useTranslation('order');
  return (
    <div
      style={{
        background: palette.white,
        padding: '80px 0',
        borderTop: `2px solid ${palette.brand}`,
      }}
    >
      <Empty description={message}>
        <Link to={ORDER_LIST_PATH}>
          <Button type="primary">{t('detail.backToList')}</Button>
        </Link>
      </Empty>
    </div>
  );
}

/**
 * 订单详情 of `orderId` (undefined: the URL's id was missing or malformed, so nothing is asked).
 * The server's refusal message shows in place of the order.
 */
export function OrderDetailPanel({
  orderId,
  contact,
  extra,
  lineAction,
}: {
  orderId: number | undefined;
  /** The page's 联系客服 entry for the order (chat is another feature). */
  contact?: (order: OrderDetail) => ReactNode;
  /** The delivery variant's own sections (see OrderDetailView). */
  extra?: (order: OrderDetail) => ReactNode;
  /** The after-sales entry of a goods line (see OrderGoodsTable). */
  lineAction?: LineAction;
}) {
  const { t } = useTranslation('order');
  const query = useOrderDetail(orderId);
  if (orderId === undefined) return <NotFound message={t('detail.notFound')} />;
  const error = query.error;
  // A refusal is final: its message and the way back, not 重试.
  if (!query.data && error instanceof ApiError && !error.network && error.message)
    return <NotFound message={error.message} />;
  return (
    <QueryState
      query={query}
      rows={10}
      errorTitle={t('detail.loadError')}
      style={{ background: palette.white, padding: 24, borderTop: `2px solid ${palette.brand}` }}
    >
      {(order) => (
        <OrderDetailView order={order} contact={contact} extra={extra} lineAction={lineAction} />
      )}
    </QueryState>
  );
}
