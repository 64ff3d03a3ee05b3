import type { OrderConfirm } from '@shop/contracts/order';
import { ApiError } from '@shop/web-kit/api';
import { Button, Result, Skeleton, theme } from 'antd';
import { useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { palette } from '@/app/theme';
import { useCalculateOrder } from '../../api/calculate-order';
import { changedPricesOf, useCreateOrder } from '../../api/create-order';
import { useOrderConfirm } from '../../api/get-order-confirm';
import {
  calculateBody,
  choicesOf,
  createBody,
  needsAddress,
  withShopChoice,
  type CheckoutChoices,
} from './checkout-choices';
import { CheckoutSection } from './checkout-section';
import { SubmitKey } from './idempotency-key';
import { checkInvoice, EMPTY_INVOICE, type InvoiceFormValues } from './invoice-form';
import { InvoiceSection } from './invoice-section';
import { sourceBody, type OrderSource } from './order-source';
import { PriceSummary } from './price-summary';
import { ShopBlock } from './shop-block';

/** What the page gives the address section (the picker lives in the member feature). */
export type AddressSlotProps = {
  value: number | null;
  onChange: (id: number) => void;
  disabled: boolean;
};

type Props = {
  source: OrderSource;
  /** The address section, composed by the page. */
  AddressSlot: ComponentType<AddressSlotProps>;
};

/** Brings a section the buyer must complete into view (the button sits at the page's end). */
const reveal = (id: string) =>
  document.getElementById(id)?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/**
 * The order confirmation (/payment): loaded once with `/api/ordercreate/payment`, priced again
 * with `/calculate` after each change of address, delivery type or coupon (the newest answer
 * wins), submitted once with the checkout's idempotency key and the figures shown. A submit
 * refused because the prices changed prices the page again and warns.
 */
export function CheckoutView({ source, AddressSlot }: Props) {
  const { t } = useTranslation('checkout');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const initialBody = useMemo(() => sourceBody(source), [source]);
  const confirmQuery = useOrderConfirm(initialBody);
  const calculate = useCalculateOrder();
  const create = useCreateOrder();
  const [priced, setPriced] = useState<OrderConfirm | null>(null);
  const [pending, setPending] = useState<CheckoutChoices | null>(null);
  const [messages, setMessages] = useState<Record<number, string>>({});
  const [submitting, setSubmitting] = useState(false);
  // One key per checkout: made when the page loads, reused by every retry (see SubmitKey).
  const [submitKey] = useState(() => new SubmitKey());
  const latest = useRef(0);
  const inFlight = useRef(false);
  const [invoiceValues, setInvoiceValues] = useState<InvoiceFormValues>(EMPTY_INVOICE);
  const [invoiceRefused, setInvoiceRefused] = useState(false);

  const confirm = priced ?? confirmQuery.data;

  if (confirmQuery.isPending)
    return (
      <div style={{ background: palette.white, padding: 24 }}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  if (!confirm)
    return (
      <Result
        status="warning"
        title={t('source.failed')}
        subTitle={errorText(confirmQuery.error, t('source.invalidHint'))}
        extra={[
          <Button key="retry" onClick={() => void confirmQuery.refetch()}>
            {t('source.retry')}
          </Button>,
          <Link key="cart" to="/cart">
            <Button type="primary">{t('source.backToCart')}</Button>
          </Link>,
        ]}
        style={{ background: palette.white }}
      />
    );

  const choices = pending ?? choicesOf(confirm);
  const calculating = pending !== null;

  const change = (next: CheckoutChoices) => {
    setPending(next);
    const mine = ++latest.current;
    calculate
      .mutateAsync(calculateBody(source, next))
      .then((result) => {
        if (mine !== latest.current) return;
        setPriced(result);
        setPending(null);
      })
      .catch((error: unknown) => {
        if (mine !== latest.current) return;
        setPending(null);
        toast.error(errorText(error, t('calculateFailed')));
      });
  };

  const submit = async () => {
    if (inFlight.current || calculating) return;
    if (needsAddress(choices) && !confirm.address) {
      toast.warning(t('address.required'));
      reveal('checkout-address');
      return;
    }
    const invoice = checkInvoice(invoiceValues);
    if (!invoice.ok) {
      setInvoiceRefused(true);
      toast.warning(t('invoice.incomplete'));
      reveal('checkout-invoice');
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      const created = await create.mutateAsync(
        createBody(source, choices, {
          messages,
          invoice: invoice.invoice,
          idempotencyKey: submitKey.current,
          confirm,
        }),
      );
      void navigate(`/pay?out_trade_no=${encodeURIComponent(created.out_trade_no)}`, {
        replace: true,
      });
    } catch (error) {
      if (error instanceof ApiError && error.network) submitKey.lostAnswer();
      else submitKey.refused();
      inFlight.current = false;
      setSubmitting(false);
      if (changedPricesOf(error)) {
        // The prices changed since this confirmation: price the page again, so the buyer sees
        // the new figures before submitting again.
        toast.warning(errorText(error, t('submitFailed')));
        change(choices);
        return;
      }
      toast.error(errorText(error, t('submitFailed')));
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <CheckoutSection id="checkout-address" title={t('address.title')}>
        <AddressSlot
          value={choices.address_id}
          onChange={(id) => change({ ...choices, address_id: id })}
          disabled={submitting}
        />
      </CheckoutSection>
      <CheckoutSection title={t('shop.title')}>
        {confirm.shops.map((shop) => {
          const chosen = choices.shops.find((s) => s.site_id === shop.site_id);
          return (
            <ShopBlock
              key={shop.site_id}
              shop={shop}
              deliveryType={chosen?.delivery_type ?? shop.delivery_type}
              storeId={chosen?.store_id ?? shop.store_id}
              couponId={chosen?.coupon_id ?? shop.coupon_id}
              message={messages[shop.site_id] ?? ''}
              busy={calculating || submitting}
              onDeliveryType={(type) =>
                change(withShopChoice(choices, shop.site_id, { delivery_type: type }))
              }
              onStore={(storeId) =>
                change(withShopChoice(choices, shop.site_id, { store_id: storeId }))
              }
              onCoupon={(couponId) =>
                change(withShopChoice(choices, shop.site_id, { coupon_id: couponId }))
              }
              onMessage={(text) => setMessages((all) => ({ ...all, [shop.site_id]: text }))}
            />
          );
        })}
      </CheckoutSection>
      <CheckoutSection id="checkout-invoice" title={t('invoice.title')}>
        <InvoiceSection
          value={invoiceValues}
          onChange={setInvoiceValues}
          showAllErrors={invoiceRefused}
        />
      </CheckoutSection>
      <div style={{ border: `1px solid ${token.colorBorderSecondary}` }}>
        <PriceSummary
          confirm={confirm}
          address={confirm.address}
          calculating={calculating}
          submitting={submitting}
          onSubmit={() => void submit()}
        />
      </div>
    </div>
  );
}
