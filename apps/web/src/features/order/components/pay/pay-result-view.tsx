import { PayTypeSchema } from '@shop/contracts/order';
import { OnlineChannelSchema } from '@shop/contracts/payment';
import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';
import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { usePayInfo } from '../../api/get-pay-info';
import { PayNotFound } from './pay-not-found';
import { orderLink, payStage } from './pay-methods';

/** /result: paid (amount and means), voucher in review, or still waiting; 查看订单 / 继续购物. */
export function PayResultView({ outTradeNo }: { outTradeNo: string | null }) {
  const { t } = useTranslation('checkout');
  const { data: info, isPending, error } = usePayInfo(outTradeNo);

  if (outTradeNo && isPending)
    return (
      <div style={{ background: palette.white, padding: 24 }}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  if (!outTradeNo || !info) return <PayNotFound error={error} />;

  const stage = payStage(info.status);
  const payType = PayTypeSchema.or(OnlineChannelSchema).safeParse(info.pay_type);
  const money = info.pay_money;
  const content = {
    paid: {
      status: 'success' as const,
      title: t('result.paid'),
      sub: [
        t('result.paidDesc', {
          money,
          type: payType.success ? t(`payTypes.${payType.data}`) : info.pay_type,
        }),
        info.pay_time ? t('result.payTime', { time: shopDateTimeSeconds(info.pay_time) }) : '',
      ],
    },
    reviewing: {
      status: 'info' as const,
      title: t('result.reviewing'),
      sub: [t('result.reviewingDesc', { money })],
    },
    waiting: {
      status: 'warning' as const,
      title: t('result.waiting'),
      sub: [t('result.waitingDesc', { no: info.out_trade_no, money })],
    },
    cancelled: {
      status: 'warning' as const,
      title: t('result.cancelled'),
      sub: [t('pay.outTradeNo', { no: info.out_trade_no })],
    },
  }[stage];
  const orderIds = info.orders.map((o) => o.order_id);

  return (
    <Result
      status={content.status}
      title={content.title}
      subTitle={
        <>
          {content.sub.filter(Boolean).map((line) => (
            <div key={line}>{line}</div>
          ))}
          {orderIds.length > 1 && <div>{t('result.orderCount', { count: orderIds.length })}</div>}
        </>
      }
      extra={[
        ...(stage === 'waiting'
          ? [
              <Link key="pay" to={`/pay?out_trade_no=${encodeURIComponent(info.out_trade_no)}`}>
                <Button type="primary">{t('result.toPay')}</Button>
              </Link>,
            ]
          : []),
        <Link key="order" to={orderLink(orderIds)}>
          <Button type={stage === 'waiting' ? 'default' : 'primary'}>
            {t(orderIds.length === 1 ? 'result.viewOrder' : 'result.viewOrders')}
          </Button>
        </Link>,
        <Link key="continue" to="/index">
          <Button>{t('result.continue')}</Button>
        </Link>,
      ]}
      style={{ background: palette.white, padding: '48px 32px' }}
    />
  );
}
