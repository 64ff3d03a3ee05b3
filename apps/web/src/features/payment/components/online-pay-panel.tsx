import type { OnlineChannel, PaySubject } from '@shop/contracts/payment';
import { ApiError } from '@shop/web-kit/api';
import { Button, Modal, QRCode, Space, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Price } from '@/components/price';
import { useCreateOnlinePay } from '../api/create-online-pay';
import { useOnlinePayStatus } from '../api/get-online-pay-status';

type Props = {
  subject: PaySubject;
  outTradeNo: string;
  channel: OnlineChannel;
  money: string;
  /** Called once the channel's notification has marked it paid. */
  onPaid: () => void;
};

const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/**
 * Paying online (issue 16): Alipay opens its cashier in a new tab, WeChat Pay shows its QR code;
 * meanwhile the page polls the status and moves on once the notification has arrived.
 */
export function OnlinePayPanel(props: Props) {
  return props.channel === 'alipay' ? <AlipayPanel {...props} /> : <WechatPanel {...props} />;
}

function usePaidWatch(props: Props, polling: boolean) {
  const status = useOnlinePayStatus(props.subject, props.outTradeNo, polling);
  const { onPaid } = props;
  const paid = status.data?.status === 'paid';
  useEffect(() => {
    if (paid) onPaid();
  }, [paid, onPaid]);
  return status;
}

function AlipayPanel(props: Props) {
  const { t } = useTranslation('payment');
  const create = useCreateOnlinePay();
  const [opened, setOpened] = useState(false);
  const status = usePaidWatch(props, opened);

  const open = async () => {
    // Opened at the click, filled when the address arrives: browsers block later pop-ups.
    const tab = window.open('', '_blank');
    try {
      const created = await create.mutateAsync({
        subject: props.subject,
        out_trade_no: props.outTradeNo,
        channel: 'alipay',
      });
      if (tab) {
        tab.opener = null;
        tab.location.href = created.pay_url;
      } else window.location.assign(created.pay_url);
      setOpened(true);
    } catch (error) {
      tab?.close();
      toast.error(failure(error, t('createFailed')));
    }
  };

  const [checking, setChecking] = useState(false);
  const check = async () => {
    setChecking(true);
    const answer = await status.refetch();
    setChecking(false);
    if (answer.data?.status !== 'paid') toast.info(t('notPaidYet'));
  };

  return (
    <div>
      <p style={{ margin: '0 0 16px' }}>{t('alipayGuide')}</p>
      <Button
        type="primary"
        size="large"
        loading={create.isPending}
        onClick={() => void open()}
        style={{ width: 180 }}
      >
        {t('toAlipay')}
      </Button>
      <Modal
        open={opened}
        title={t('alipayOpenedTitle')}
        onCancel={() => setOpened(false)}
        footer={
          <Space>
            <Button onClick={() => setOpened(false)}>{t('problem')}</Button>
            <Button type="primary" loading={checking} onClick={() => void check()}>
              {t('done')}
            </Button>
          </Space>
        }
        width={420}
      >
        <p style={{ margin: '12px 0' }}>{t('alipayOpened')}</p>
      </Modal>
    </div>
  );
}

function WechatPanel(props: Props) {
  const { t } = useTranslation('payment');
  const { token } = theme.useToken();
  const create = useCreateOnlinePay();
  const { mutate } = create;
  const asked = useRef(false);
  const ask = () =>
    mutate({ subject: props.subject, out_trade_no: props.outTradeNo, channel: 'wechatpay' });
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    ask();
  });
  const codeUrl = create.data?.code_url ?? '';
  usePaidWatch(props, codeUrl !== '');

  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <QRCode
        value={codeUrl || '-'}
        size={180}
        status={create.isError ? 'expired' : codeUrl ? 'active' : 'loading'}
        onRefresh={ask}
        data-testid="wechat-qrcode"
      />
      <div>
        <div style={{ fontSize: 15, marginBottom: 8 }}>
          {t('wechatAmount')} <Price value={props.money} emphasis />
        </div>
        <div style={{ color: token.colorTextSecondary }}>
          {create.isError ? failure(create.error, t('createFailed')) : t('wechatGuide')}
        </div>
        {codeUrl !== '' && (
          <div style={{ color: token.colorTextTertiary, marginTop: 8, fontSize: 12 }}>
            {t('waiting')}
          </div>
        )}
      </div>
    </div>
  );
}
