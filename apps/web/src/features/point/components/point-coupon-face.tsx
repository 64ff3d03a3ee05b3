import type { CouponTerms } from '@shop/contracts/coupon';
import { useTranslation } from 'react-i18next';
import { couponValueText } from '../lib/point-text';

/** The picture of a coupon item: a red ticket with its value, sized like a goods image. */
export function PointCouponFace({ coupon, size }: { coupon: CouponTerms; size: number }) {
  const { t } = useTranslation('point');
  // A thumbnail (the confirmation's item row) shows the value only.
  const small = size < 150;
  const big =
    coupon.type === 'discount'
      ? t('coupon.discount', {
          discount: coupon.discount,
          percent: Math.round(coupon.discount * 10),
        })
      : `¥${String(Number(coupon.money))}`;
  return (
    <div
      role="img"
      aria-label={coupon.coupon_name}
      style={{
        width: size,
        height: size,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 8,
        background: 'linear-gradient(160deg, #FF7A45 0%, #E4393C 70%)',
        color: '#fff',
        borderRadius: 4,
        boxShadow: 'inset 0 0 0 6px rgba(255,255,255,0.25)',
      }}
    >
      <span style={{ fontSize: small ? 22 : 44, fontWeight: 700, lineHeight: 1 }}>{big}</span>
      {!small && (
        <span style={{ fontSize: 13, padding: '0 12px', textAlign: 'center' }}>
          {couponValueText(t, coupon)}
        </span>
      )}
      {!small && (
        <span
          style={{
            fontSize: 12,
            padding: '1px 10px',
            border: '1px solid rgba(255,255,255,0.7)',
            borderRadius: 10,
          }}
        >
          {coupon.shop_name}
        </span>
      )}
    </div>
  );
}
