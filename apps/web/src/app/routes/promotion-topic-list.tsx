import { TOPIC_DEFAULT_PAGE_SIZE } from '@shop/contracts/promotion';
import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContentColumn } from '@/components/content-column';
import { QueryState } from '@/components/query-state';
import { parsePage } from '@/features/catalogue/lib/brand-initials';
import { useTopicPage } from '@/features/promotion/api/get-topic-page';
import { CampaignBand } from '@/features/promotion/components/groupbuy-banner';
import { TopicCard } from '@/features/promotion/components/topic-card';
import { palette } from '@/app/theme';

/** /promotion/topic: the topics 专题 running now and coming, as banner cards, paged (`?page=`). */
export function TopicListPage() {
  const { t } = useTranslation('topic');
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const topics = useTopicPage({ page, page_size: TOPIC_DEFAULT_PAGE_SIZE });

  return (
    <>
      <CampaignBand title={t('heading')} subtitle={t('subheading')} />
      <ContentColumn style={{ paddingBottom: 32 }}>
        <QueryState
          query={topics}
          rows={8}
          errorTitle={t('loadError')}
          empty={t('empty')}
          style={{ background: palette.white, padding: 64, marginTop: 16 }}
        >
          {(data) => (
            <div
              style={{
                display: 'grid',
                gridTemplateColumns: 'repeat(3, 1fr)',
                gap: 16,
                marginTop: 16,
              }}
            >
              {data.list.map((topic) => (
                <TopicCard key={topic.topic_id} topic={topic} />
              ))}
            </div>
          )}
        </QueryState>
        {topics.data && topics.data.count > TOPIC_DEFAULT_PAGE_SIZE && (
          <Pagination
            current={page}
            pageSize={TOPIC_DEFAULT_PAGE_SIZE}
            total={topics.data.count}
            showSizeChanger={false}
            onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
            style={{ marginTop: 20, justifyContent: 'center' }}
          />
        )}
      </ContentColumn>
    </>
  );
}
