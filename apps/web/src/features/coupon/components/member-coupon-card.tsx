import type { MemberCoupon } from '@shop/contracts/coupon';
import { shopDate } from '@shop/web-kit/shop-time';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette, radius } from '@/app/theme';
import { couponScope, heldValidity } from '../lib/coupon-text';
import { couponUsePath } from '../lib/coupon-paths';
import { CouponTicket } from './coupon-ticket';

const useLinkStyle = {
  display: 'inline-block',
  padding: '0 14px',
  lineHeight: '22px',
  fontSize: 12,
  color: palette.brand,
  border: `1px solid ${palette.brand}`,
  borderRadius: radius.xl,
} as const;

/** A coupon the member holds: unused ones lead to the shop's goods, used and expired ones are greyed. */
export function MemberCouponCard({ coupon, now }: { coupon: MemberCoupon; now: number }) {
  const { t } = useTranslation('coupon');
  const notStarted = coupon.state === 1 && coupon.start_time > now;
  const stamp =
    coupon.state === 2
      ? t('mine.stampUsed')
      : coupon.state === 3
        ? t('mine.stampExpired')
        : undefined;
  return (
    <CouponTicket
      coupon={coupon}
      muted={coupon.state !== 1}
      stamp={stamp}
      details={
        <>
          <Typography.Text
            ellipsis
            style={{ display: 'block', fontSize: 12, color: palette.textMuted }}
          >
            {couponScope(t, coupon)}
          </Typography.Text>
          <div>{heldValidity(t, coupon)}</div>
          {coupon.state === 2 && coupon.use_time !== null && (
            <div>
              {t('mine.usedAt', { date: shopDate(coupon.use_time) })}
              {coupon.order_no ? ` · ${t('mine.orderNo', { no: coupon.order_no })}` : ''}
            </div>
          )}
        </>
      }
      action={
        coupon.state === 1 ? (
          notStarted ? (
            <Button size="small" disabled>
              {t('mine.notStarted', { date: shopDate(coupon.start_time) })}
            </Button>
          ) : (
            <Link to={couponUsePath(coupon)} style={useLinkStyle}>
              {t('use')}
            </Link>
          )
        ) : null
      }
    />
  );
}
