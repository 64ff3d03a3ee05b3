import type { CouponType } from '@shop/contracts/coupon';
import { Button, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { couponScope, couponTypeValidity } from '../lib/coupon-text';
import { couponUsePath } from '../lib/coupon-paths';
import { CouponTicket } from './coupon-ticket';

type CouponCentreCardProps = {
  coupon: CouponType;
  /** The member is receiving this coupon now. */
  receiving: boolean;
  /** 立即领取: the page receives, or sends a visitor to log in. */
  onReceive: (coupon: CouponType) => void;
};

/** The button of a centre coupon: 立即领取, 已领取(n/max) with 去使用, or 已抢光. */
function ReceiveAction({ coupon, receiving, onReceive }: CouponCentreCardProps) {
  const { t } = useTranslation('coupon');
  if (coupon.all_taken && !coupon.held)
    return (
      <Button size="small" disabled>
        {t('centre.allTaken')}
      </Button>
    );
  if (coupon.can_receive === false)
    return (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <Button size="small" disabled>
          {t('centre.received', { held: coupon.held ?? 0, max: coupon.max_fetch })}
        </Button>
        <Link to={couponUsePath(coupon)} style={{ fontSize: 12 }}>
          {t('use')}
        </Link>
      </span>
    );
  return (
    <Button
      type="primary"
      danger
      size="small"
      shape="round"
      loading={receiving}
      onClick={() => onReceive(coupon)}
    >
      {coupon.held ? t('centre.receiveMore') : t('centre.receive')}
    </Button>
  );
}

/** A coupon on offer: terms, how much of it is taken, and the receive button. */
export function CouponCentreCard(props: CouponCentreCardProps) {
  const { t } = useTranslation('coupon');
  const { coupon } = props;
  const limit =
    coupon.max_fetch > 0 ? t('centre.limit', { max: coupon.max_fetch }) : t('centre.noLimit');
  return (
    <CouponTicket
      coupon={coupon}
      muted={coupon.all_taken}
      details={
        <>
          <Typography.Text
            ellipsis
            style={{ display: 'block', fontSize: 12, color: palette.textMuted }}
          >
            {couponScope(t, coupon)}
          </Typography.Text>
          <div>{couponTypeValidity(t, coupon)}</div>
          <div>
            {limit}
            {coupon.held ? ` · ${t('centre.held', { held: coupon.held })}` : ''}
          </div>
        </>
      }
      action={
        <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <div style={{ flex: 1, minWidth: 0, fontSize: 12, color: palette.textMuted }}>
            {coupon.remaining === null ? (
              t('centre.unlimited')
            ) : (
              <>
                <Progress
                  percent={coupon.taken_percent}
                  showInfo={false}
                  size="small"
                  strokeColor={coupon.all_taken ? palette.textFaint : palette.brand}
                  aria-label={t('centre.taken', { percent: coupon.taken_percent })}
                  style={{ margin: 0 }}
                />
                {t('centre.taken', { percent: coupon.taken_percent })}
              </>
            )}
          </div>
          <ReceiveAction {...props} />
        </div>
      }
    />
  );
}
