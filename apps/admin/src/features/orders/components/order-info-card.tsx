import type { ConsoleOrderDetail } from '@shop/contracts/order';
import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderTime as time } from '../lib/order-time';

/** The order's numbers, shop, buyer, times, pay and delivery type and the buyer's message. */
export function OrderInfoCard({ order }: { order: ConsoleOrderDetail }) {
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
