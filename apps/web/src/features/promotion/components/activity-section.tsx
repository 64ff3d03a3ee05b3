import type { Activity } from '@shop/contracts/promotion';
import { ShopOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityCountdown } from './activity-countdown';

/** Tag colours of the promotion kinds (seckill red, special orange, tiers blue...). */
const KIND_COLORS: Record<Activity['kind'], string> = {
  seckill: '#E4393C',
  discount: '#F08A24',
  wholesale: '#1565C0',
  bundling: '#7B3FE4',
  getfree: '#0E8A6E',
};

type ActivitySectionProps = {
  activity: Activity;
  /** The goods cards (catalogue's), passed in because features do not import each other. */
  children: ReactNode;
};

/** One running promotion: kind, name, shop, countdown to its end, then its goods. */
export function ActivitySection({ activity, children }: ActivitySectionProps) {
  const { t } = useTranslation('activity');
  const color = KIND_COLORS[activity.kind];
  const headingId = `activity-${activity.promotion_id}`;
  return (
    <section
      aria-labelledby={headingId}
      style={{ background: '#fff', marginTop: 16, borderTop: `3px solid ${color}` }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: '14px 20px',
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <Tag color={color} style={{ marginInlineEnd: 0, fontSize: 13 }}>
          {t(`tabs.${activity.kind}`)}
        </Tag>
        <h2 id={headingId} style={{ margin: 0, fontSize: 18, fontWeight: 700 }}>
          {activity.name}
        </h2>
        <span style={{ color: '#999', fontSize: 12 }}>
          <ShopOutlined /> {activity.shop_name}
        </span>
        <span style={{ marginLeft: 'auto' }}>
          <ActivityCountdown endTime={activity.end_time} />
        </span>
      </header>
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
      <div style={{ padding: '0 20px 14px', color: '#999', fontSize: 12, textAlign: 'right' }}>
        {t('goodsCount', { count: activity.goods_count })}
      </div>
    </section>
  );
}
