import type { PayBody, PayInfo } from '@shop/contracts/order';
import type { OnlineChannel } from '@shop/contracts/payment';
import { ApiError } from '@shop/web-kit/api';
import { Alert, Button, Modal, Result, Skeleton, theme } from 'antd';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { palette } from '@/app/theme';
import { Price } from '@/components/price';
import { usePayInfo } from '../../api/get-pay-info';
import { PayNotFound } from './pay-not-found';
import { usePayOrder } from '../../api/pay-order';
import { OfflineTransfer } from './offline-transfer';
import { PayMethodTiles } from './pay-method-tiles';
import { firstUsable, isOnline, payMethods, payStage, type CashierMethod } from './pay-methods';
import { PayDeadline } from './pay-deadline';
import { PayOrders } from './pay-orders';
import { PayPasswordModal } from './pay-password-modal';

const resultPath = (outTradeNo: string) => `/result?out_trade_no=${encodeURIComponent(outTradeNo)}`;

/**
 * The online channels the page offers (issue 16) and how one is paid; the app passes them in
 * from the payment feature (features never import each other).
 */
export type OnlinePaySlot = {
  channels: readonly OnlineChannel[];
  render: (pay: {
    channel: OnlineChannel;
    outTradeNo: string;
    money: string;
    onPaid: () => void;
  }) => ReactNode;
};

/** /pay: a payment not found, already settled, or waiting to be paid. */
export function PayView({
  outTradeNo,
  online,
}: {
  outTradeNo: string | null;
  online?: OnlinePaySlot;
}) {
  const { t } = useTranslation('checkout');
  const { data: info, isPending, error } = usePayInfo(outTradeNo);

  if (outTradeNo && isPending)
    return (
      <div style={{ background: palette.white, padding: 24 }}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  if (!outTradeNo || !info) return <PayNotFound error={error} />;

  const stage = payStage(info.status);
  if (stage !== 'waiting')
    return (
      <Result
        status={stage === 'paid' ? 'success' : stage === 'reviewing' ? 'info' : 'warning'}
        title={t(`pay.${stage === 'reviewing' ? 'reviewing' : stage}`)}
        subTitle={t('pay.outTradeNo', { no: info.out_trade_no })}
        extra={[
          <Link key="result" to={resultPath(info.out_trade_no)}>
            <Button type="primary">{t('pay.viewResult')}</Button>
          </Link>,
          <Link key="orders" to="/member/order_list">
            <Button>{t('pay.toOrders')}</Button>
          </Link>,
        ]}
        style={{ background: palette.white }}
      />
    );
  return <Cashier info={info} online={online} />;
}

/** The cashier of a waiting payment: amount, orders, means of payment; one request at a time. */
function Cashier({ info, online }: { info: PayInfo; online: OnlinePaySlot | undefined }) {
  const { t } = useTranslation('checkout');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const pay = usePayOrder();
  const methods = payMethods(info, online?.channels);
  const [method, setMethod] = useState<CashierMethod>(() => firstUsable(methods));
  const [asking, setAsking] = useState<'password' | 'confirm' | null>(null);
  const inFlight = useRef(false);
  const chosen = methods.find((m) => m.type === method);

  const paidOnline = useCallback(
    () => void navigate(resultPath(info.out_trade_no), { replace: true }),
    [navigate, info.out_trade_no],
  );

  const send = async (extra: Pick<PayBody, 'pay_password' | 'voucher'>) => {
    if (inFlight.current || isOnline(method)) return;
    inFlight.current = true;
    try {
      await pay.mutateAsync({ out_trade_no: info.out_trade_no, pay_type: method, ...extra });
      void navigate(resultPath(info.out_trade_no), { replace: true });
    } catch (error) {
      toast.error(error instanceof ApiError && error.message ? error.message : t('pay.payFailed'));
      inFlight.current = false;
    }
  };

  const start = () => {
    if (!chosen?.enabled) return;
    // Issue 16: on-account (账期) payment asks for the pay password exactly like balance payment.
    const guarded = method === 'balance' || method === 'credit';
    setAsking(guarded && info.account.has_pay_password ? 'password' : 'confirm');
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <div
        style={{
          background: palette.white,
          padding: '20px 24px',
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <div>
          <div style={{ fontSize: 18, fontWeight: 600 }}>{t('pay.created')}</div>
          <div style={{ color: token.colorTextSecondary, marginTop: 6 }}>
            {t('pay.outTradeNo', { no: info.out_trade_no })}
          </div>
          {info.close_time !== null && (
            <PayDeadline
              closeTime={info.close_time}
              style={{ color: token.colorWarningText, marginTop: 6 }}
            />
          )}
        </div>
        <div style={{ textAlign: 'right' }}>
          <span style={{ color: token.colorTextSecondary }}>{t('pay.amount')}</span>
          <div data-testid="pay-money" style={{ fontWeight: 700 }}>
            <Price value={info.pay_money} size={32} emphasis />
          </div>
        </div>
      </div>
      {info.voucher_reject_reason !== '' && (
        <Alert
          data-testid="pay-voucher-rejected"
          type="error"
          showIcon
          message={t('pay.voucherRejected', { reason: info.voucher_reject_reason })}
        />
      )}
      <PayOrders orders={info.orders} />
      <section
        aria-label={t('pay.methods')}
        style={{ background: palette.white, padding: '16px 24px' }}
      >
        <h2 style={{ fontSize: 15, margin: '0 0 14px' }}>{t('pay.methods')}</h2>
        <PayMethodTiles
          info={info}
          methods={methods}
          value={method}
          onChange={setMethod}
          disabled={pay.isPending}
        />
        <div
          style={{ marginTop: 20, paddingTop: 20, borderTop: `1px dashed ${token.colorBorder}` }}
        >
          {isOnline(method) ? (
            <div key={method}>
              {online?.render({
                channel: method,
                outTradeNo: info.out_trade_no,
                money: info.pay_money,
                onPaid: paidOnline,
              })}
            </div>
          ) : method === 'offline' ? (
            <OfflineTransfer
              offline={info.offline}
              pending={pay.isPending}
              onSubmit={(voucher) => void send({ voucher })}
            />
          ) : (
            <Button
              type="primary"
              size="large"
              disabled={!chosen?.enabled}
              loading={pay.isPending}
              onClick={start}
              style={{ width: 180 }}
            >
              {chosen?.enabled ? t('pay.payNow') : t(chosen?.reason ?? 'pay.payNow')}
            </Button>
          )}
        </div>
      </section>
      {asking === 'password' && (method === 'balance' || method === 'credit') && (
        <PayPasswordModal
          money={info.pay_money}
          method={method}
          pending={pay.isPending}
          onConfirm={(password) => void send({ pay_password: password })}
          onCancel={() => setAsking(null)}
        />
      )}
      <Modal
        open={asking === 'confirm'}
        title={t('pay.confirmTitle')}
        okText={t('pay.confirm')}
        cancelText={t('pay.cancel')}
        confirmLoading={pay.isPending}
        onOk={() => void send({})}
        onCancel={() => setAsking(null)}
        width={420}
      >
        <p style={{ margin: '12px 0' }}>
          {method === 'credit'
            ? t('pay.confirmCredit', { money: info.pay_money })
            : t('pay.confirmBalance', { money: info.pay_money })}
        </p>
      </Modal>
    </div>
  );
}
