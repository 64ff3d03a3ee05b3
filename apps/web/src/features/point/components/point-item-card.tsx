import type { PointItem } from '@shop/contracts/point';
import { Button, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { useDefaultImages } from '@/lib/default-images';
import { fade, palette, radius } from '@/app/theme';
import { PointCouponFace } from './point-coupon-face';

const IMAGE = 206;

/** Where 立即兑换 leads: the confirmation, through the login page for a visitor. */
export const exchangePath = (id: number, isMember: boolean) => {
  const target = `/point/payment?id=${id}&num=1`;
  return isMember ? target : `/login?redirect=${encodeURIComponent(target)}`;
};

/**
 * One item of the mall: picture (a coupon face for coupons), name, points, the market price
 * (members only, spec §6), what is left and the limit, and 立即兑换.
 */
export function PointItemCard({ item, isMember }: { item: PointItem; isMember: boolean }) {
  const { t } = useTranslation('point');
  const images = useDefaultImages();
  const navigate = useNavigate();
  return (
    <article
      aria-label={item.name}
      style={{
        background: palette.white,
        border: `1px solid ${palette.divider}`,
        padding: 12,
        display: 'flex',
        flexDirection: 'column',
        gap: 6,
        opacity: item.sold_out ? 0.72 : 1,
      }}
    >
      <div style={{ position: 'relative', alignSelf: 'center' }}>
        {item.coupon ? (
          <PointCouponFace coupon={item.coupon} size={IMAGE} />
        ) : (
          <FallbackImage
            src={item.image}
            fallback={images?.default_goods_img}
            alt={item.name}
            width={IMAGE}
            height={IMAGE}
            style={{ objectFit: 'contain', display: 'block' }}
          />
        )}
        {item.sold_out && (
          <span
            style={{
              position: 'absolute',
              inset: '50% auto auto 50%',
              transform: 'translate(-50%, -50%)',
              width: 92,
              height: 92,
              borderRadius: radius.round,
              background: fade(palette.black, 0.55),
              color: palette.white,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 18,
            }}
          >
            {t('card.soldOut')}
          </span>
        )}
      </div>
      <Typography.Paragraph
        ellipsis={{ rows: 2, tooltip: item.name }}
        style={{ margin: 0, minHeight: 44, lineHeight: '22px' }}
      >
        {item.coupon && (
          <Tag color="red" style={{ marginRight: 4 }}>
            {t('card.couponTag')}
          </Tag>
        )}
        {item.name}
      </Typography.Paragraph>
      <div style={{ fontSize: 12, color: palette.textMuted, minHeight: 18 }}>
        {item.goods?.spec_name ?? (item.coupon ? t('card.validity') : '')}
      </div>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 8 }}>
        <span style={{ color: palette.brand, fontSize: 20, fontWeight: 700 }}>{item.point}</span>
        <span style={{ color: palette.brand, fontSize: 12 }}>{t('unit')}</span>
        {item.goods?.market_price && (
          <span style={{ color: palette.textMuted, fontSize: 12, textDecoration: 'line-through' }}>
            {t('card.marketPrice', { price: item.goods.market_price })}
          </span>
        )}
      </div>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          fontSize: 12,
          color: palette.textSecondary,
        }}
      >
        <span>
          {item.stock_left === null
            ? t('card.unlimited')
            : t('card.left', { left: item.stock_left })}
        </span>
        <span>{t('card.exchanged', { count: item.sold_num })}</span>
      </div>
      <div style={{ minHeight: 22 }}>
        {item.limit_num > 0 && (
          <Tag color="orange">{t('card.limit', { limit: item.limit_num })}</Tag>
        )}
      </div>
      {item.sold_out ? (
        <Button block disabled>
          {t('card.soldOut')}
        </Button>
      ) : (
        <Button
          block
          type="primary"
          danger
          onClick={() => void navigate(exchangePath(item.id, isMember))}
        >
          {t('card.exchange')}
        </Button>
      )}
    </article>
  );
}
