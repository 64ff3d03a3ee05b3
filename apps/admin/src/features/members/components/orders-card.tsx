import type { ConsoleMemberDetail } from '@shop/contracts/member';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { Card, Col, Row, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { space } from '@/app/theme';
import { Money } from '@/components/money';

const KNOWN_STATUSES = new Set([0, 1, 3, 10, -1]);

/** The orders screen filtered to one buyer (its list's `buyer` filter). */
export const buyerOrdersPath = (username: string) =>
  `/orders?${new URLSearchParams({ buyer: username }).toString()}`;

/**
 * 订单: the member's orders with the staff account's shop (every shop for a platform account):
 * counts, paid money and the latest few, with a link to all of them on the orders screen for
 * staff who read orders.
 */
export function OrdersCard({
  member,
  canOpenOrders,
}: {
  member: ConsoleMemberDetail;
  /** Whether the staff account reads orders (a salesman does not: no links to 403 pages). */
  canOpenOrders: boolean;
}) {
  const { t } = useTranslation('members');
  const statusText = (status: number) =>
    KNOWN_STATUSES.has(status) ? t(`order_status.${status}`) : t('order_status.other', { status });
  return (
    <Card
      title={t('detail.orders')}
      extra={
        canOpenOrders && <Link to={buyerOrdersPath(member.username)}>{t('detail.orders_all')}</Link>
      }
    >
      <Row gutter={space.md} style={{ marginBottom: space.md }}>
        <Col span={8}>
          <Statistic title={t('detail.orders_count')} value={member.orders.count} />
        </Col>
        <Col span={8}>
          <Statistic title={t('detail.orders_paid')} value={member.orders.paid_count} />
        </Col>
        <Col span={8}>
          <Statistic
            title={t('detail.orders_paid_money')}
            valueRender={() => <Money value={member.orders.paid_money} />}
          />
        </Col>
      </Row>
      <Table
        size="small"
        rowKey="order_id"
        pagination={false}
        dataSource={member.recent_orders}
        locale={{ emptyText: t('detail.orders_empty') }}
        columns={[
          {
            key: 'order_no',
            title: t('detail.order_no'),
            render: (_, order) =>
              canOpenOrders ? (
                <Link to={`/orders/${order.order_id}`}>{order.order_no}</Link>
              ) : (
                order.order_no
              ),
          },
          {
            key: 'status',
            title: t('detail.order_status'),
            render: (_, order) => statusText(order.order_status),
          },
          {
            key: 'money',
            title: t('detail.order_money'),
            align: 'right',
            render: (_, order) => <Money value={order.order_money} />,
          },
          {
            key: 'time',
            title: t('detail.order_time'),
            render: (_, order) => shopDateTimeSeconds(order.create_time),
          },
        ]}
      />
    </Card>
  );
}
