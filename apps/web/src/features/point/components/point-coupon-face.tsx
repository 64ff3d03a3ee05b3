import type { CouponTerms } from '@shop/contracts/coupon';
import { shortYuan, YUAN_SIGN } from '@shop/web-kit/money';
import { useTranslation } from 'react-i18next';
import { fade, palette, radius } from '@/app/theme';
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
      : `${YUAN_SIGN}${shortYuan(coupon.money)}`;
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
        background: `linear-gradient(160deg, ${palette.coral} 0%, ${palette.brand} 70%)`,
        color: palette.white,
        borderRadius: radius.md,
        boxShadow: `inset 0 0 0 6px ${fade(palette.white, 0.25)}`,
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
            border: `1px solid ${fade(palette.white, 0.7)}`,
            borderRadius: radius.pill,
          }}
        >
          {coupon.shop_name}
        </span>
      )}
    </div>
  );
}
