import { POINT_EXCHANGE_NUM_MAX, type PointCreated, type PointItem } from '@shop/contracts/point';
import { ApiError } from '@shop/web-kit/api';
import { Alert, App, Button, Input, Result, Skeleton } from 'antd';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { useCreatePointExchange } from '../api/create-point-exchange';
import { usePointPayment } from '../api/get-point-payment';
import { PointExchangeResult } from './point-exchange-result';
import { PointPaymentItem } from './point-payment-item';
import { PointPaymentSummary } from './point-payment-summary';

/** The address picker the page composes in (the member feature's). */
export type PointAddressSlotProps = {
  value: number | null;
  onChange: (id: number) => void;
  disabled: boolean;
};

/** The idempotency key of this confirmation (kept on a lost answer, renewed after a refusal). */
export type ExchangeKey = { readonly current: string; lostAnswer(): void; refused(): void };

type Props = {
  id: number;
  initialNum: number;
  AddressSlot: ComponentType<PointAddressSlotProps>;
  /** Made once per view: one confirmation, one key. */
  makeExchangeKey: () => ExchangeKey;
};

/** Most units the member may still take: what is left, the limit left, the per-call cap. */
const maxNumOf = (item: PointItem) =>
  Math.min(
    item.stock_left ?? POINT_EXCHANGE_NUM_MAX,
    item.limit_num > 0 ? item.limit_num - (item.exchanged ?? 0) : POINT_EXCHANGE_NUM_MAX,
    POINT_EXCHANGE_NUM_MAX,
  );

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ background: palette.white, padding: '16px 20px', marginBottom: 12 }}>
      <h2 style={{ margin: '0 0 12px', fontSize: 16, fontWeight: 700 }}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * /point/payment: the address (goods only), the item and quantity, the points against the
 * member's, and 确认兑换 after a confirmation; then the result, or the refusal shown in place.
 */
export function PointPaymentView({ id, initialNum, AddressSlot, makeExchangeKey }: Props) {
  const { t } = useTranslation('point');
  const { modal } = App.useApp();
  const [exchangeKey] = useState(makeExchangeKey);
  const [num, setNum] = useState(initialNum);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [created, setCreated] = useState<PointCreated | null>(null);
  const payment = usePointPayment({ id, num, address_id: addressId ?? undefined });
  const create = useCreatePointExchange();

  if (created) return <PointExchangeResult created={created} />;
  if (payment.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (payment.isError)
    return (
      <Result
        status="warning"
        title={t('result.failed')}
        subTitle={payment.error.message}
        style={{ background: palette.white }}
        extra={
          <Link to="/point">
            <Button>{t('payment.backToMall')}</Button>
          </Link>
        }
      />
    );

  const data = payment.data;
  const chosenAddress = addressId ?? data.address?.id ?? null;
  const busy = create.isPending;
  const submit = () =>
    create
      .mutateAsync({
        id,
        num,
        address_id: data.address_required ? (chosenAddress ?? undefined) : undefined,
        buyer_message: message,
        idempotency_key: exchangeKey.current,
      })
      .then(setCreated, (error: unknown) => {
        if (error instanceof ApiError && error.network) exchangeKey.lostAnswer();
        else exchangeKey.refused();
        setRefusal(error instanceof Error ? error.message : t('result.failed'));
      });
  const confirm = () => {
    setRefusal(null);
    modal.confirm({
      title: t('payment.confirmTitle'),
      content: t('payment.confirmBody', { point: data.point_total, name: data.item.name, num }),
      okText: t('payment.confirmOk'),
      cancelText: t('payment.cancel'),
      okButtonProps: { danger: true },
      onOk: submit,
    });
  };

  return (
    <div>
      {data.address_required ? (
        <Section title={t('payment.address')}>
          <AddressSlot value={chosenAddress} onChange={setAddressId} disabled={busy} />
        </Section>
      ) : (
        <Alert type="info" showIcon title={t('payment.couponNote')} style={{ marginBottom: 12 }} />
      )}
      <Section title={t('payment.item')}>
        <PointPaymentItem
          payment={data}
          num={num}
          maxNum={maxNumOf(data.item)}
          disabled={busy}
          onNumChange={setNum}
        />
        {data.address_required && (
          <label style={{ display: 'flex', alignItems: 'center', gap: 12, marginTop: 16 }}>
            <span style={{ flex: 'none', color: palette.textSecondary }}>
              {t('payment.message')}
            </span>
            <Input
              value={message}
              maxLength={200}
              placeholder={t('payment.messagePlaceholder')}
              onChange={(e) => setMessage(e.target.value)}
              disabled={busy}
              style={{ maxWidth: 520 }}
            />
          </label>
        )}
      </Section>
      <section
        style={{
          background: palette.white,
          padding: '16px 20px',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          gap: 12,
        }}
      >
        <PointPaymentSummary payment={data} />
        {(refusal ?? data.reason) && (
          <Alert
            type={refusal ? 'error' : 'warning'}
            showIcon
            title={refusal ?? data.reason}
            style={{ minWidth: 360 }}
          />
        )}
        <Button
          type="primary"
          danger
          size="large"
          loading={busy || payment.isFetching}
          disabled={!data.can_exchange}
          onClick={confirm}
          style={{ width: 200 }}
        >
          {data.can_exchange ? t('payment.submit') : t('payment.cannot')}
        </Button>
      </section>
    </div>
  );
}
