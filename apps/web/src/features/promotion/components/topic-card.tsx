import type { Topic } from '@shop/contracts/promotion';
import { shopDateTime } from '@shop/web-kit/shop-time';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette, radius } from '@/app/theme';
import { topicPath } from '../lib/promotion-paths';
import { TopicBanner } from './topic-banner';

const STATUS_COLORS = {
  running: palette.brand,
  not_started: palette.green,
  ended: palette.textMuted,
} as const;

/** A topic in the list: its banner, name, text, window, status and goods count. */
export function TopicCard({ topic }: { topic: Topic }) {
  const { t } = useTranslation('topic');
  const href = topicPath(topic.topic_id);
  return (
    <article
      aria-label={topic.name}
      style={{
        background: palette.white,
        border: `1px solid ${palette.dividerLight}`,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Link to={href} tabIndex={-1}>
        <TopicBanner topic={topic} height={160} />
      </Link>
      <div style={{ padding: '12px 16px', display: 'flex', flexDirection: 'column', gap: 6 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Tag color={STATUS_COLORS[topic.status]} style={{ marginInlineEnd: 0 }}>
            {t(`status.${topic.status}`)}
          </Tag>
          <Link to={href} style={{ color: palette.text, fontSize: 16, fontWeight: 700 }}>
            {topic.name}
          </Link>
        </div>
        <Typography.Paragraph
          ellipsis={{ rows: 2 }}
          style={{ margin: 0, color: palette.textSecondary, minHeight: 44 }}
        >
          {topic.remark}
        </Typography.Paragraph>
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            fontSize: 12,
            color: palette.textMuted,
          }}
        >
          <span>
            {t('window', {
              start: shopDateTime(topic.start_time),
              end: shopDateTime(topic.end_time),
            })}
          </span>
          <span>{t('goodsCount', { count: topic.goods_count })}</span>
        </div>
        <Link
          to={href}
          style={{
            alignSelf: 'flex-end',
            background: palette.brand,
            color: palette.white,
            padding: '4px 16px',
            borderRadius: radius.sm,
            fontWeight: 600,
          }}
        >
          {t('view')}
        </Link>
      </div>
    </article>
  );
}
