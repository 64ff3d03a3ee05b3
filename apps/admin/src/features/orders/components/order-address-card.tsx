import type { ConsoleOrderDetail } from '@shop/contracts/order';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

/** Where the order goes and its invoice. */
export function OrderAddressCard({ order }: { order: ConsoleOrderDetail }) {
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
