import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useOrderDetail } from '@/features/orders/api/get-order-detail';
import { OrderActions } from '@/features/orders/components/order-actions';
import { OrderAddressCard } from '@/features/orders/components/order-address-card';
import { OrderGoodsCard } from '@/features/orders/components/order-goods-card';
import { OrderInfoCard } from '@/features/orders/components/order-info-card';
import { OrderPaymentCard } from '@/features/orders/components/order-payment-card';
import { OrderPackages } from '@/features/orders/components/order-packages';
import { OrderStateTag } from '@/features/orders/components/order-state-tag';
import { DetailLoadFailed } from '@/components/detail-load-failed';
import { PageHeader } from '@/components/page-header';
import { space } from '../theme';

/**
 * `/admin/orders/:orderId` (issue 15): the order's goods with shipped quantities, its money, the
 * payment with the transfer voucher (click to enlarge) and its review, packages, log, address,
 * invoice, buyer message and close reason, and the actions the staff member may take now.
 */
export function OrderDetailPage() {
  const { t } = useTranslation('order');
  const orderId = Number(useParams().orderId);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const query = useOrderDetail(valid ? orderId : 0);
  const back = (
    <Link to="/orders">
      <ArrowLeftOutlined /> {t('detail.back')}
    </Link>
  );
  if (!valid || (query.isError && !query.data))
    return (
      <DetailLoadFailed
        title={valid ? query.error?.message : t('detail.not_found')}
        onRetry={valid ? () => void query.refetch() : undefined}
        backTo="/orders"
        backLabel={t('detail.back')}
      />
    );
  const order = query.data;
  if (!order) return <Skeleton active paragraph={{ rows: 12 }} />;
  return (
    <>
      <PageHeader
        title={
          <Flex align="center" gap="small">
            {t('detail.title')} {order.order_no}
            <OrderStateTag state={order.state} name={order.state_name} />
            {order.erp_taken_time !== null && (
              <Tag color="blue">
                {t('detail.erp_taken', { time: shopDateTimeSeconds(order.erp_taken_time) })}
              </Tag>
            )}
          </Flex>
        }
        subTitle={back}
        extra={
          <>
            <OrderActions order={order} />
            <Button
              icon={<ReloadOutlined />}
              aria-label={t('actions.refresh')}
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            />
          </>
        }
      />
      {query.isError && (
        <Alert
          type="error"
          showIcon
          title={query.error.message}
          style={{ marginBottom: space.md }}
        />
      )}
      {order.close_reason !== '' && (
        <Alert
          type="warning"
          showIcon
          title={`${t('detail.close_reason')}：${order.close_reason}`}
          style={{ marginBottom: space.md }}
        />
      )}
      <Row gutter={[space.md, space.md]}>
        <Col span={24}>
          <OrderInfoCard order={order} />
        </Col>
        <Col span={24}>
          <OrderGoodsCard order={order} />
        </Col>
        <Col xs={24} xl={12}>
          <OrderPaymentCard order={order} />
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('detail.packages')} size="small">
            <OrderPackages packages={order.packages} goods={order.goods} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <OrderAddressCard order={order} />
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('detail.logs')} size="small">
            <Timeline
              items={order.logs.map((log) => ({
                content: (
                  <>
                    <Typography.Text strong>{log.action_name}</Typography.Text>{' '}
                    <Typography.Text type="secondary">
                      {shopDateTimeSeconds(log.create_time)}
                    </Typography.Text>
                    {log.remark && <div>{log.remark}</div>}
                  </>
                ),
              }))}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
