import type { Address } from '@shop/contracts/member';
import type { OrderConfirm } from '@shop/contracts/order';
import { formatYuan } from '@shop/web-kit/money';
import { Button, Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { Price } from '@/components/price';

type Row = [label: string, value: string, testId: string];

type Props = {
  confirm: OrderConfirm;
  address: Address | null;
  calculating: boolean;
  submitting: boolean;
  onSubmit: () => void;
};

/**
 * The price breakdown, equal to the server's numbers: goods money, promotions (-), full
 * reductions 满减 (-, when any), coupons (-), freight (+) and the total to pay; the address it ships to; 提交订单.
 */
export function PriceSummary({ confirm, address, calculating, submitting, onSubmit }: Props) {
  const { t } = useTranslation('checkout');
  const { token } = theme.useToken();
  const manjian: Row[] =
    confirm.manjian_money !== '0.00'
      ? [[t('summary.manjianMoney'), formatYuan(confirm.manjian_money, '-'), 'manjian']]
      : [];
  const rows: Row[] = [
    [t('summary.goodsNum', { count: confirm.goods_num }), formatYuan(confirm.goods_money), 'goods'],
    [t('summary.promotionMoney'), formatYuan(confirm.promotion_money, '-'), 'promotion'],
    ...manjian,
    [t('summary.couponMoney'), formatYuan(confirm.coupon_money, '-'), 'coupon'],
    [t('summary.deliveryMoney'), formatYuan(confirm.delivery_money, '+'), 'delivery'],
  ];
  return (
    <Spin spinning={calculating} description={t('summary.calculating')}>
      <div style={{ background: palette.white, padding: '16px 20px' }}>
        <dl
          style={{
            display: 'grid',
            gridTemplateColumns: '1fr 140px',
            rowGap: 6,
            margin: 0,
            textAlign: 'right',
          }}
        >
          {rows.map(([label, value, testId]) => (
            <div key={testId} style={{ display: 'contents' }}>
              <dt style={{ color: token.colorTextSecondary }}>{label}</dt>
              <dd style={{ margin: 0 }} data-testid={`summary-${testId}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div
          style={{
            marginTop: 12,
            padding: '12px 0 0',
            borderTop: `1px solid ${token.colorBorderSecondary}`,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-end',
            gap: 6,
          }}
        >
          <div>
            {t('summary.orderMoney')}
            <strong data-testid="summary-order">
              <Price value={confirm.order_money} size={24} emphasis />
            </strong>
          </div>
          {address && (
            <div style={{ color: token.colorTextSecondary, fontSize: 12 }}>
              {t('summary.shipTo')}
              {address.full_address} {address.address}
              <span style={{ marginLeft: 16 }}>
                {t('summary.receiver')}
                {address.name} {address.mobile}
              </span>
            </div>
          )}
          <Button
            type="primary"
            size="large"
            loading={submitting}
            disabled={calculating}
            onClick={onSubmit}
            style={{ width: 180, height: 44, fontSize: 16, marginTop: 6 }}
          >
            {t('summary.submit')}
          </Button>
        </div>
      </div>
    </Spin>
  );
}
