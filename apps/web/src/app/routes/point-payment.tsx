import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { AddressPicker } from '@/features/member/components/address-picker';
import { SubmitKey } from '@/features/order/components/checkout/idempotency-key';
import { PointPaymentView } from '@/features/point/components/point-payment-view';
import { palette } from '@/app/theme';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * /point/payment?id=&num= (login required): the exchange confirmation. The member feature's
 * address picker and the checkout's idempotency key rule are composed in here.
 */
export function PointPaymentPage() {
  const { t } = useTranslation('point');
  const [search] = useSearchParams();
  const id = positive(search.get('id'));
  const num = positive(search.get('num')) ?? 1;
  if (id === null)
    return (
      <Result
        status="warning"
        title={t('payment.invalid')}
        style={{ background: palette.white }}
        extra={
          <Link to="/point">
            <Button>{t('payment.backToMall')}</Button>
          </Link>
        }
      />
    );
  return (
    <>
      <PageHeading title={t('titles.payment')} />
      <div style={{ height: 12 }} />
      {/* A new item or quantity from the address bar is a new exchange (new view, new key). */}
      <PointPaymentView
        key={`${id}-${num}`}
        id={id}
        initialNum={num}
        AddressSlot={AddressPicker}
        makeExchangeKey={() => new SubmitKey()}
      />
    </>
  );
}
