import type { Invoice, OrderDetail } from '@shop/contracts/order';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { maskMobile } from '../../lib/order-money';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ flex: 1, minWidth: 0, padding: '16px 24px' }}>
      <h2 style={{ fontSize: 15, fontWeight: 600, margin: '0 0 12px' }}>{title}</h2>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 12px' }}>
        {children}
      </dl>
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('order');
  return (
    <>
      <dt style={{ color: palette.textMuted, fontSize: 13, whiteSpace: 'nowrap' }}>
        {label}
        {t('colon')}
      </dt>
      <dd style={{ margin: 0, fontSize: 13, color: palette.text, wordBreak: 'break-all' }}>
        {children}
      </dd>
    </>
  );
}

function InvoiceFields({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('order');
  return (
    <>
      <Field label={t('detail.invoice.type')}>
        {t(`detail.invoice.type${invoice.invoice_type}`)}
      </Field>
      <Field label={t('detail.invoice.invoiceTitle')}>{invoice.invoice_title}</Field>
      {invoice.taxpayer_number && (
        <Field label={t('detail.invoice.taxpayerNumber')}>{invoice.taxpayer_number}</Field>
      )}
      {invoice.invoice_type === 1 && invoice.invoice_email && (
        <Field label={t('detail.invoice.email')}>{invoice.invoice_email}</Field>
      )}
      {invoice.invoice_type === 2 && (
        <>
          <Field label={t('detail.invoice.registerAddress')}>{invoice.register_address}</Field>
          <Field label={t('detail.invoice.registerPhone')}>{invoice.register_phone}</Field>
          <Field label={t('detail.invoice.bankName')}>{invoice.bank_name}</Field>
          <Field label={t('detail.invoice.bankAccount')}>{invoice.bank_account}</Field>
        </>
      )}
    </>
  );
}

/** 订单信息 | 收货信息 | 发票信息 side by side, as JD's order page. */
export function OrderInfoPanels({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('order');
  const hasAddress = Boolean(order.name || order.full_address || order.address);
  return (
    <div
      style={{
        display: 'flex',
        background: palette.white,
        borderTop: `1px solid ${palette.dividerLight}`,
      }}
    >
      <Panel title={t('detail.info.title')}>
        <Field label={t('detail.info.orderNo')}>{order.order_no}</Field>
        <Field label={t('detail.info.createTime')}>{shopDateTimeSeconds(order.create_time)}</Field>
        <Field label={t('detail.info.shopName')}>{order.shop_name}</Field>
        <Field label={t('detail.info.payType')}>
          {order.pay_type_name || t('detail.info.notPaid')}
        </Field>
        {order.pay_time !== null && (
          <Field label={t('detail.info.payTime')}>{shopDateTimeSeconds(order.pay_time)}</Field>
        )}
        {order.close_time !== null && (
          <Field label={t('detail.info.closeTime')}>{shopDateTimeSeconds(order.close_time)}</Field>
        )}
        <Field label={t('detail.buyerMessage')}>
          {order.buyer_message || t('detail.noMessage')}
        </Field>
      </Panel>
      <Panel title={t('detail.address.title')}>
        <Field label={t('detail.info.deliveryType')}>{order.delivery_type_name}</Field>
        {hasAddress ? (
          <>
            <Field label={t('detail.address.name')}>{order.name}</Field>
            <Field label={t('detail.address.mobile')}>{maskMobile(order.mobile)}</Field>
            <Field label={t('detail.address.address')}>
              {[order.full_address, order.address].filter(Boolean).join(' ')}
            </Field>
          </>
        ) : (
          <Field label={t('detail.address.address')}>{t('detail.address.none')}</Field>
        )}
      </Panel>
      <Panel title={t('detail.invoice.title')}>
        {order.invoice ? (
          <InvoiceFields invoice={order.invoice} />
        ) : (
          <Field label={t('detail.invoice.type')}>{t('detail.invoice.none')}</Field>
        )}
      </Panel>
    </div>
  );
}
