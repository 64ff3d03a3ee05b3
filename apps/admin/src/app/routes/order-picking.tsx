import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import type { PickingOrder } from '@shop/contracts/order';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { Button, Card, Descriptions, Empty, Result, Skeleton, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePicking } from '@/features/orders/api/get-picking';
import { pickingIds } from '@/features/orders/order-list-state';
import '@/features/orders/components/picking-print.css';
import { PageHeader } from '@/components/page-header';
import { space } from '../theme';

/**
 * `/admin/orders/picking?ids=1,2` (issue 15): the lines to pick of the chosen orders, one order a
 * printed page, with a 打印 button (`window.print`); print CSS leaves the console's frame out.
 */
export function OrderPickingPage() {
  const { t } = useTranslation('order');
  const [params] = useSearchParams();
  const ids = pickingIds(params.get('ids'));
  const query = usePicking(ids);
  const [printedAt] = useState(() => shopDateTimeSeconds(Date.now()));
  const back = (
    <Link to="/orders" className="picking-no-print">
      <ArrowLeftOutlined /> {t('picking.back')}
    </Link>
  );
  if (ids.length === 0) return <Result status="info" title={t('picking.none')} extra={back} />;
  if (query.isError)
    return (
      <Result
        status="warning"
        title={query.error.message}
        extra={
          <>
            <Button onClick={() => void query.refetch()}>{t('common:actions.retry')}</Button>
            {back}
          </>
        }
      />
    );
  return (
    <>
      <PageHeader
        title={t('picking.title')}
        subTitle={
          <>
            {t('picking.printed_at', { time: printedAt })} {back}
          </>
        }
        extra={
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            className="picking-no-print"
            onClick={() => window.print()}
            disabled={!query.data}
          >
            {t('picking.print')}
          </Button>
        }
      />
      {query.data ? (
        query.data.length === 0 ? (
          <Empty />
        ) : (
          query.data.map((order) => <PickingCard key={order.order_id} order={order} />)
        )
      ) : (
        <Skeleton active />
      )}
    </>
  );
}

function PickingCard({ order }: { order: PickingOrder }) {
  const { t } = useTranslation('order');
  return (
    <Card
      className="picking-order"
      size="small"
      title={t('picking.order', { no: order.order_no })}
      extra={`${order.shop_name} · ${order.delivery_type_name} · ${shopDateTimeSeconds(order.create_time)}`}
      style={{ marginBottom: space.md }}
    >
      <Descriptions size="small" column={2}>
        <Descriptions.Item label={t(order.store ? 'picking.collector' : 'picking.receiver')}>
          {order.name} {order.mobile}
        </Descriptions.Item>
        {order.store ? (
          <Descriptions.Item label={t('picking.store')}>
            {`${order.store.store_name} · ${order.store.full_address} ${order.store.address} · ${order.store.telephone}`}
          </Descriptions.Item>
        ) : (
          <Descriptions.Item label={t('picking.address')}>
            {`${order.full_address} ${order.address}`.trim() || '-'}
          </Descriptions.Item>
        )}
        {order.buyer_message && (
          <Descriptions.Item label={t('picking.message')} span={2}>
            {order.buyer_message}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Table
        size="small"
        bordered
        pagination={false}
        rowKey="order_goods_id"
        dataSource={order.lines}
        columns={[
          {
            key: 'sku',
            title: t('picking.sku'),
            render: (_, line) => (
              <>
                {line.sku_name}
                {line.expiry_date && (
                  <Typography.Text strong>
                    {' '}
                    {t('picking.near_expiry', { date: line.expiry_date })}
                  </Typography.Text>
                )}
              </>
            ),
          },
          { key: 'spec', title: t('picking.spec'), dataIndex: 'spec_name' },
          { key: 'manufacturer', title: t('picking.manufacturer'), dataIndex: 'manufacturer' },
          { key: 'approval', title: t('picking.approval'), dataIndex: 'approval_number' },
          { key: 'unit', title: t('picking.unit'), dataIndex: 'unit' },
          { key: 'num', title: t('picking.num'), dataIndex: 'num', align: 'right' },
          {
            key: 'shipped',
            title: t('picking.shipped'),
            dataIndex: 'delivery_num',
            align: 'right',
          },
          {
            key: 'remaining',
            title: t('picking.remaining'),
            align: 'right',
            render: (_, line) => <Typography.Text strong>{line.remaining}</Typography.Text>,
          },
          { key: 'picked', title: t('picking.picked'), width: 80, render: () => '' },
        ]}
      />
    </Card>
  );
}
