import type { OrderInvoiceFile } from '@shop/contracts/order';
import { formatYuan } from '@shop/web-kit/money';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { DetailSection } from './detail-section';

/**
 * 电子发票 of an order (issue 26): each invoice the shop issued, with its number, date and amount
 * and a download of its PDF (the server sends it to the order's member only). Nothing before
 * one is issued.
 */
export function OrderInvoices({ invoices }: { invoices: readonly OrderInvoiceFile[] }) {
  const { t } = useTranslation('order');
  if (invoices.length === 0) return null;
  return (
    <DetailSection title={t('invoiceFile.title')}>
      {invoices.map((i) => (
        <div
          key={i.invoice_id}
          style={{ display: 'flex', alignItems: 'center', gap: 24, padding: '6px 0', fontSize: 13 }}
        >
          <span>{t('invoiceFile.no', { no: i.invoice_no })}</span>
          <span style={{ color: palette.textSecondary }}>
            {t('invoiceFile.date', { date: i.invoice_date })}
          </span>
          <span>{t('invoiceFile.amount', { money: formatYuan(i.amount) })}</span>
          <Button size="small" type="primary" ghost href={i.url} download>
            {t('invoiceFile.download')}
          </Button>
        </div>
      ))}
    </DetailSection>
  );
}
