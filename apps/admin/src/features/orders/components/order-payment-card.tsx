import type { ConsoleOrderDetail } from '@shop/contracts/order';
import { Card, Descriptions, Image, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { orderTime as time } from '../lib/order-time';

/** The payment: its state and money, the transfer voucher (click to enlarge) and its review. */
export function OrderPaymentCard({ order }: { order: ConsoleOrderDetail }) {
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
              {pay.order_nos.join(t('common:list_separator'))}
            </Descriptions.Item>
          )}
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">{t('detail.no_payment')}</Typography.Text>
      )}
    </Card>
  );
}
