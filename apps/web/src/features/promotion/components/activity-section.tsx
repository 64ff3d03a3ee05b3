import type { Activity } from '@shop/contracts/promotion';
import { RightOutlined, ShopOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette, radius } from '@/app/theme';
import { comboPath } from '../lib/promotion-paths';
import { ActivityCountdown } from './activity-countdown';
import { activityZonePath } from './activity-links';

/** Tag colours of the promotion kinds (seckill red, special orange, tiers blue...). */
const KIND_COLORS: Record<Activity['kind'], string> = {
  seckill: palette.brand,
  discount: palette.amber,
  wholesale: palette.blueDark,
  bundling: palette.purple,
  getfree: palette.tealDark,
  groupbuy: palette.volcano,
  topic: palette.geekblue,
  manjian: palette.volcanoDark,
};

type ActivitySectionProps = {
  activity: Activity;
  /** The goods cards (catalogue's), passed in because features do not import each other. */
  children: ReactNode;
};

/**
 * One running promotion: kind, name, shop, countdown to its end and the way into its zone, its
 * text and bundles, then its goods (a shop-wide full reduction links to the shop's goods instead).
 */
export function ActivitySection({ activity, children }: ActivitySectionProps) {
  const { t } = useTranslation('activity');
  const color = KIND_COLORS[activity.kind];
  const headingId = `activity-${activity.promotion_id}`;
  const zone = activityZonePath(activity.kind, activity.promotion_id);
  return (
    <section
      aria-labelledby={headingId}
      style={{ background: palette.white, marginTop: 16, borderTop: `3px solid ${color}` }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: '14px 20px',
          borderBottom: `1px solid ${palette.dividerLight}`,
        }}
      >
        <Tag color={color} style={{ marginInlineEnd: 0, fontSize: 13 }}>
          {t(`tabs.${activity.kind}`)}
        </Tag>
        <h2 id={headingId} style={{ margin: 0, fontSize: 18, fontWeight: 700 }}>
          {activity.name}
        </h2>
        <span style={{ color: palette.textMuted, fontSize: 12 }}>
          <ShopOutlined /> {activity.shop_name}
        </span>
        <span style={{ marginLeft: 'auto' }}>
          <ActivityCountdown endTime={activity.end_time} />
        </span>
        {zone && (
          <Link to={zone} style={{ color, fontSize: 13 }}>
            {t('enterZone')} <RightOutlined />
          </Link>
        )}
      </header>
      {(activity.remark || activity.bundles.length > 0) && (
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 8,
            padding: '10px 20px 0',
            fontSize: 13,
            color: palette.textSecondary,
          }}
        >
          {activity.remark && <span>{activity.remark}</span>}
          {activity.bundles.length > 0 && <span>{t('bundles')}</span>}
          {activity.bundles.map((b) => (
            <Link
              key={b.bl_id}
              to={comboPath(b.bl_id)}
              style={{
                border: `1px solid ${color}`,
                color,
                padding: '0 8px',
                borderRadius: radius.sm,
              }}
            >
              {b.bl_name}
            </Link>
          ))}
        </div>
      )}
      {activity.goods_list.length > 0 ? (
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(5, 230px)',
            gap: 15,
            padding: '16px 0',
            justifyContent: 'center',
          }}
        >
          {children}
        </div>
      ) : (
        <div style={{ padding: '16px 20px', fontSize: 13 }}>
          <Link to={`/list?site_id=${activity.site_id}`} style={{ color }}>
            {t('shopGoods', { shop: activity.shop_name })} <RightOutlined />
          </Link>
        </div>
      )}
      {activity.goods_count > 0 && (
        <div
          style={{
            padding: '0 20px 14px',
            color: palette.textMuted,
            fontSize: 12,
            textAlign: 'right',
          }}
        >
          {t('goodsCount', { count: activity.goods_count })}
        </div>
      )}
    </section>
  );
}
