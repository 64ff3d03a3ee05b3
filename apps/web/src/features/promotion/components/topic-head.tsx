import type { Topic } from '@shop/contracts/promotion';
import { shopDateTime } from '@shop/web-kit/shop-time';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { CampaignCountdown } from './groupbuy-countdown';
import { TopicBanner } from './topic-banner';

/** The head of a topic page: banner, name, status and countdown, window and text. */
export function TopicHead({ topic }: { topic: Topic }) {
  const { t } = useTranslation('topic');
  return (
    <section style={{ background: palette.white }}>
      <TopicBanner topic={topic} height={260} />
      <div style={{ padding: '16px 24px', borderBottom: `1px solid ${palette.dividerLight}` }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <h1 style={{ margin: 0, fontSize: 22, fontWeight: 700 }}>{topic.name}</h1>
          <Tag
            color={
              topic.status === 'running'
                ? palette.brand
                : topic.status === 'ended'
                  ? palette.textMuted
                  : palette.green
            }
          >
            {t(`status.${topic.status}`)}
          </Tag>
          <span style={{ marginLeft: 'auto', color: palette.textSecondary }}>
            <CampaignCountdown campaign={topic} />
          </span>
        </div>
        <p style={{ margin: '8px 0 0', color: palette.textMuted, fontSize: 12 }}>
          {t('window', {
            start: shopDateTime(topic.start_time),
            end: shopDateTime(topic.end_time),
          })}
        </p>
        {topic.remark && (
          <p style={{ margin: '8px 0 0', color: palette.textSecondary, lineHeight: '24px' }}>
            {topic.remark}
          </p>
        )}
      </div>
    </section>
  );
}
