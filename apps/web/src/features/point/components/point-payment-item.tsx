import type { PointPayment } from '@shop/contracts/point';
import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '@/components/fallback-image';
import { useDefaultImages } from '@/lib/default-images';
import { palette } from '@/app/theme';
import { couponValueText } from '../lib/point-text';
import { PointCouponFace } from './point-coupon-face';

type Props = {
  payment: PointPayment;
  num: number;
  maxNum: number;
  disabled: boolean;
  onNumChange: (num: number) => void;
};

/** 兑换商品: the item with its points, the quantity stepper and the subtotal in points. */
export function PointPaymentItem({ payment, num, maxNum, disabled, onNumChange }: Props) {
  const { t } = useTranslation('point');
  const images = useDefaultImages();
  const { item } = payment;
  const cell = { padding: '12px 16px', borderBottom: `1px solid ${palette.dividerLight}` } as const;
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
      <thead>
        <tr
          style={{ background: palette.fillLight, color: palette.textSecondary, textAlign: 'left' }}
        >
          <th style={cell}>{t('payment.item')}</th>
          <th style={{ ...cell, width: 160 }}>{t('payment.pointUnit')}</th>
          <th style={{ ...cell, width: 180 }}>{t('payment.num')}</th>
          <th style={{ ...cell, width: 160, textAlign: 'right' }}>{t('payment.subtotal')}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td style={cell}>
            <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
              {item.coupon ? (
                <PointCouponFace coupon={item.coupon} size={80} />
              ) : (
                <FallbackImage
                  src={item.image}
                  fallback={images?.default_goods_img}
                  alt={item.name}
                  width={80}
                  height={80}
                  style={{ objectFit: 'contain', border: `1px solid ${palette.divider}` }}
                />
              )}
              <div>
                <div style={{ fontWeight: 500 }}>{item.name}</div>
                {item.goods?.spec_name && (
                  <div style={{ color: palette.textMuted, fontSize: 12, marginTop: 4 }}>
                    {t('payment.spec', { spec: item.goods.spec_name })}
                  </div>
                )}
                {item.coupon && (
                  <div style={{ color: palette.textMuted, fontSize: 12, marginTop: 4 }}>
                    {couponValueText(t, item.coupon)} · {item.coupon.shop_name} ·{' '}
                    {t('card.validity')}
                  </div>
                )}
                {item.goods?.market_price && (
                  <div style={{ color: palette.textMuted, fontSize: 12 }}>
                    {t('card.marketPrice', { price: item.goods.market_price })}
                  </div>
                )}
              </div>
            </div>
          </td>
          <td style={cell}>{t('points', { point: item.point })}</td>
          <td style={cell}>
            <InputNumber
              aria-label={t('payment.num')}
              min={1}
              max={Math.max(maxNum, 1)}
              precision={0}
              value={num}
              disabled={disabled}
              onChange={(v) => v !== null && onNumChange(v)}
            />
          </td>
          <td style={{ ...cell, textAlign: 'right', color: palette.brand, fontWeight: 700 }}>
            {t('points', { point: payment.point_total })}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
