import type { CouponTerms } from '@shop/contracts/coupon';
import { ShopOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { palette, radius } from '@/app/theme';
import { couponConditions, couponFigure } from '../lib/coupon-text';

type CouponTicketProps = {
  coupon: CouponTerms;
  /** Greyed: all taken, used or expired. */
  muted?: boolean;
  /** A round stamp over the ticket (已使用, 已过期). */
  stamp?: string | undefined;
  /** Lines under the name: scope, validity, use time. */
  details: ReactNode;
  /** The control on the right: receive, use. */
  action: ReactNode;
};

/**
 * A coupon as Chinese malls draw it: a red block with the value (¥20 or 9.5折) and the threshold
 * on the left, the shop, name and terms on the right, a notched edge between them.
 */
export function CouponTicket({ coupon, muted, stamp, details, action }: CouponTicketProps) {
  const { t } = useTranslation('coupon');
  const figure = couponFigure(t, coupon);
  const accent = muted ? palette.textFaint : palette.brand;
  return (
    <article
      aria-label={coupon.coupon_name}
      style={{
        position: 'relative',
        display: 'flex',
        minHeight: 142,
        background: palette.white,
        border: `1px solid ${muted ? palette.borderLight : palette.brandBorder}`,
        overflow: 'hidden',
      }}
    >
      <div
        style={{
          width: 122,
          flex: 'none',
          background: muted
            ? palette.textFaint
            : `linear-gradient(160deg, ${palette.coral} 0%, ${palette.brand} 70%)`,
          color: palette.white,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 4,
          borderRight: `2px dashed ${palette.white}`,
        }}
      >
        <div style={{ whiteSpace: 'nowrap', fontWeight: 700, lineHeight: 1 }}>
          {figure.prefix && <span style={{ fontSize: 16 }}>{figure.prefix}</span>}
          <span style={{ fontSize: figure.value.length > 4 ? 26 : 34 }}>{figure.value}</span>
          {figure.suffix && <span style={{ fontSize: 16 }}>{figure.suffix}</span>}
        </div>
        {couponConditions(t, coupon).map((line) => (
          <div key={line} style={{ fontSize: 12, textAlign: 'center', lineHeight: '16px' }}>
            {line}
          </div>
        ))}
      </div>
      <div
        style={{
          flex: 1,
          minWidth: 0,
          padding: '12px 14px',
          display: 'flex',
          flexDirection: 'column',
          gap: 4,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 6, fontSize: 12 }}>
          <span
            style={{
              flex: 'none',
              color: palette.white,
              background: accent,
              padding: '0 5px',
              borderRadius: radius.sm,
              lineHeight: '18px',
            }}
          >
            {coupon.type === 'reward' ? t('kind.reward') : t('kind.discount')}
          </span>
          <Typography.Text ellipsis style={{ fontSize: 12, color: palette.textSecondary }}>
            <ShopOutlined /> {coupon.shop_name}
          </Typography.Text>
        </div>
        <Typography.Text
          strong
          ellipsis
          title={coupon.coupon_name}
          style={{ fontSize: 15, color: muted ? palette.textMuted : palette.text }}
        >
          {coupon.coupon_name}
        </Typography.Text>
        <div style={{ fontSize: 12, color: palette.textMuted, lineHeight: '18px' }}>{details}</div>
        <div style={{ marginTop: 'auto' }}>{action}</div>
      </div>
      {stamp && (
        <span
          aria-hidden
          style={{
            position: 'absolute',
            right: 14,
            top: 12,
            width: 64,
            height: 64,
            borderRadius: radius.round,
            border: `2px solid ${palette.textFaint}`,
            color: palette.textFaint,
            fontSize: 14,
            fontWeight: 700,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            transform: 'rotate(-24deg)',
          }}
        >
          {stamp}
        </span>
      )}
    </article>
  );
}
