import type { Topic } from '@shop/contracts/promotion';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { shopDateTime } from '@/lib/shop-time';
import { CampaignCountdown } from './groupbuy-countdown';
import { TopicBanner } from './topic-banner';

/** The head of a topic page: banner, name, status and countdown, window and text. */
export function TopicHead({ topic }: { topic: Topic }) {
  const { t } = useTranslation('topic');
  return (
    <section style={{ background: '#fff' }}>
      <TopicBanner topic={topic} height={260} />
      <div style={{ padding: '16px 24px', borderBottom: '1px solid #f0f0f0' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <h1 style={{ margin: 0, fontSize: 22, fontWeight: 700 }}>{topic.name}</h1>
          <Tag
            color={
              topic.status === 'running' ? '#E4393C' : topic.status === 'ended' ? '#999' : '#52A83A'
            }
          >
            {t(`status.${topic.status}`)}
          </Tag>
          <span style={{ marginLeft: 'auto', color: '#666' }}>
            <CampaignCountdown campaign={topic} />
          </span>
        </div>
        <p style={{ margin: '8px 0 0', color: '#999', fontSize: 12 }}>
          {t('window', {
            start: shopDateTime(topic.start_time),
            end: shopDateTime(topic.end_time),
          })}
        </p>
        {topic.remark && (
          <p style={{ margin: '8px 0 0', color: '#555', lineHeight: '24px' }}>{topic.remark}</p>
        )}
      </div>
    </section>
  );
}
