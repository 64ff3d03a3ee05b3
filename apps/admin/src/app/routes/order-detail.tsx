import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ConsoleOrderDetail } from '@shop/contracts/order';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Image,
  Row,
  Skeleton,
  Table,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useOrderDetail } from '@/features/orders/api/get-order-detail';
import { OrderActions } from '@/features/orders/components/order-actions';
import { OrderPackages } from '@/features/orders/components/order-packages';
import { OrderStateTag } from '@/features/orders/components/order-state-tag';
import { Money } from '@/components/money';
import { DetailLoadFailed } from '@/components/detail-load-failed';
import { PageHeader } from '@/components/page-header';
import { space } from '../theme';

const time = (ms: number | null) => (ms === null ? '-' : shopDateTimeSeconds(ms));

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
          <OrderInfo order={order} />
        </Col>
        <Col span={24}>
          <OrderGoods order={order} />
        </Col>
        <Col xs={24} xl={12}>
          <OrderPayment order={order} />
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('detail.packages')} size="small">
            <OrderPackages packages={order.packages} goods={order.goods} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <OrderAddress order={order} />
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

function OrderInfo({ order }: { order: ConsoleOrderDetail }) {
  const { t } = useTranslation('order');
  return (
    <Card title={t('detail.info')} size="small">
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={t('detail.order_no')}>
          <Typography.Text copyable>{order.order_no}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.out_trade_no')}>{order.out_trade_no}</Descriptions.Item>
        <Descriptions.Item label={t('detail.shop')}>{order.shop_name}</Descriptions.Item>
        <Descriptions.Item label={t('detail.buyer')}>
          {order.buyer_username}
          {order.buyer_nickname && ` (${order.buyer_nickname})`} {order.buyer_mobile}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.create_time')}>
          {time(order.create_time)}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.pay_time')}>{time(order.pay_time)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.pay_type')}>
          {order.pay_type_name || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.delivery_type')}>
          {order.delivery_type_name}
        </Descriptions.Item>
        {order.close_time !== null && (
          <Descriptions.Item label={t('detail.close_time')}>
            {time(order.close_time)}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('detail.buyer_message')} span={3}>
          {order.buyer_message || t('detail.none')}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function OrderGoods({ order }: { order: ConsoleOrderDetail }) {
  const { t } = useTranslation('order');
  const money: [string, string, boolean][] = [
    ['goods_money', order.goods_money, false],
    ['promotion_money', order.promotion_money, true],
    ['manjian_money', order.manjian_money, true],
    ['coupon_money', order.coupon_money, true],
    ['delivery_money', order.delivery_money, false],
  ];
  return (
    <Card title={t('detail.goods')} size="small">
      <Table
        size="small"
        pagination={false}
        rowKey="order_goods_id"
        dataSource={order.goods}
        columns={[
          {
            key: 'sku',
            title: t('detail.sku'),
            render: (_, g) => (
              <Flex gap="small" align="center">
                {g.sku_image && <Image src={g.sku_image} width={40} height={40} alt="" />}
                <div>
                  <div>{g.sku_name}</div>
                  <Typography.Text type="secondary">{g.spec_name}</Typography.Text>
                </div>
              </Flex>
            ),
          },
          {
            key: 'price',
            title: t('detail.price'),
            align: 'right',
            render: (_, g) => <Money value={g.price} />,
          },
          { key: 'num', title: t('detail.num'), align: 'right', dataIndex: 'num' },
          {
            key: 'shipped',
            title: t('detail.shipped'),
            align: 'right',
            render: (_, g) => (
              <Typography.Text type={g.delivery_num >= g.num ? 'success' : undefined}>
                {g.delivery_num} / {g.num}
              </Typography.Text>
            ),
          },
          {
            key: 'subtotal',
            title: t('detail.subtotal'),
            align: 'right',
            render: (_, g) => <Money value={g.real_goods_money} />,
          },
        ]}
      />
      <Flex justify="flex-end" style={{ marginTop: space.md }}>
        <Descriptions size="small" column={1} style={{ width: 320 }} title={t('detail.money')}>
          {money.map(([key, value, minus]) => (
            <Descriptions.Item key={key} label={t(`detail.${key}`)}>
              {minus && '-'}
              <Money value={value} />
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('detail.order_money')}>
            <Typography.Text strong type="danger">
              <Money value={order.order_money} />
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      </Flex>
    </Card>
  );
}

function OrderPayment({ order }: { order: ConsoleOrderDetail }) {
  const { t } = useTranslation('order');
  const pay = order.payment;
  return (
    <Card title={t('detail.payment')} size="small">
      {pay ? (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('detail.out_trade_no')}>{pay.out_trade_no}</Descriptions.Item>
          <Descriptions.Item label={t('detail.pay_status')}>
            <Tag color={pay.status === 1 ? 'success' : pay.status === 2 ? 'warning' : 'default'}>
              {t(`detail.pay_states.${pay.status}`, { defaultValue: String(pay.status) })}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.pay_money')}>
            <Money value={pay.pay_money} />
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.pay_time')}>{time(pay.pay_time)}</Descriptions.Item>
          {pay.voucher !== '' && (
            <Descriptions.Item label={t('detail.voucher')}>
              <Image
                src={pay.voucher}
                alt={t('detail.voucher_alt')}
                width={160}
                data-testid="order-voucher"
              />
            </Descriptions.Item>
          )}
          {pay.voucher_time !== null && (
            <Descriptions.Item label={t('detail.voucher_time')}>
              {time(pay.voucher_time)}
            </Descriptions.Item>
          )}
          {pay.voucher_reject_reason !== '' && (
            <Descriptions.Item label={t('detail.voucher_rejected')}>
              <Typography.Text type="danger">{pay.voucher_reject_reason}</Typography.Text>
            </Descriptions.Item>
          )}
          {pay.order_nos.length > 1 && (
            <Descriptions.Item label={t('detail.together')}>
              {pay.order_nos.join('、')}
            </Descriptions.Item>
          )}
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">{t('detail.no_payment')}</Typography.Text>
      )}
    </Card>
  );
}

function OrderAddress({ order }: { order: ConsoleOrderDetail }) {
  const { t } = useTranslation('order');
  const invoice = order.invoice;
  return (
    <Card title={t('detail.address')} size="small">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('detail.receiver')}>{order.name || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('detail.receiver_mobile')}>
          {order.mobile || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.receiver_address')}>
          {`${order.full_address} ${order.address}`.trim() || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.invoice')}>
          {invoice
            ? `${t(`detail.invoice_types.${invoice.invoice_type}`)} · ${invoice.invoice_title}${
                invoice.taxpayer_number ? ` · ${invoice.taxpayer_number}` : ''
              }`
            : t('detail.no_invoice')}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
