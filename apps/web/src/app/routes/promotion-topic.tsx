import { TOPIC_GOODS_DEFAULT_PAGE_SIZE, type TopicDetail } from '@shop/contracts/promotion';
import { Alert, Breadcrumb, Button, Empty, Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { ContentColumn } from '@/components/content-column';
import { QueryState } from '@/components/query-state';
import { parsePage } from '@/features/catalogue/lib/brand-initials';
import { useTopicDetail } from '@/features/promotion/api/get-topic-detail';
import { TopicGoodsCard } from '@/features/promotion/components/topic-goods-card';
import { TopicHead } from '@/features/promotion/components/topic-head';
import { parsePromotionSlug } from '@/features/promotion/lib/promotion-paths';
import { hasSession } from '@/lib/session';
import { palette } from '@/app/theme';

/** /promotion/topic-{id}: a topic's banner, text and its goods at the topic price, paged. */
export function TopicPage() {
  const { t } = useTranslation('topic');
  const id = parsePromotionSlug(useParams().promoSlug)?.id ?? 0;
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const isMember = hasSession();
  const detail = useTopicDetail(
    { topic_id: id, page, page_size: TOPIC_GOODS_DEFAULT_PAGE_SIZE },
    isMember,
  );

  return (
    <ContentColumn style={{ paddingBottom: 32 }}>
      <QueryState
        query={detail}
        rows={10}
        errorExtra={
          <Link to="/promotion/topic">
            <Button>{t('backToList')}</Button>
          </Link>
        }
        style={{ background: palette.white, padding: 24, marginTop: 16 }}
      >
        {(data) => (
          <TopicView
            detail={data}
            page={page}
            isMember={isMember}
            onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})}
          />
        )}
      </QueryState>
    </ContentColumn>
  );
}

/** The loaded topic: its head, the log-in hint for prices, its goods and their pages. */
function TopicView({
  detail: { topic, goods },
  page,
  isMember,
  onPage,
}: {
  detail: TopicDetail;
  page: number;
  isMember: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('topic');
  const location = useLocation();
  return (
    <>
      <Breadcrumb
        items={[
          { title: <Link to="/index">{t('common:titles.home')}</Link> },
          { title: <Link to="/promotion/topic">{t('titles.list')}</Link> },
          { title: topic.name },
        ]}
        style={{ margin: '12px 0' }}
      />
      <TopicHead topic={topic} />
      {!isMember && (
        <Alert
          type="warning"
          showIcon
          title={
            <Link to={`/login?redirect=${encodeURIComponent(location.pathname)}`}>
              {t('loginForPrice')}
            </Link>
          }
          style={{ marginTop: 12 }}
        />
      )}
      <h2
        style={{
          margin: '20px 0 12px',
          fontSize: 18,
          borderLeft: `3px solid ${palette.brand}`,
          paddingLeft: 8,
        }}
      >
        {t('goodsHeading')}{' '}
        <span style={{ color: palette.textMuted, fontSize: 13 }}>
          {t('goodsCount', { count: goods.count })}
        </span>
      </h2>
      {goods.list.length === 0 ? (
        <Empty description={t('emptyGoods')} style={{ background: palette.white, padding: 48 }} />
      ) : (
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(5, 230px)',
            gap: 15,
            justifyContent: 'space-between',
          }}
        >
          {goods.list.map((item) => (
            <TopicGoodsCard key={item.topic_goods_id} item={item} status={topic.status} />
          ))}
        </div>
      )}
      {goods.count > TOPIC_GOODS_DEFAULT_PAGE_SIZE && (
        <Pagination
          current={page}
          pageSize={TOPIC_GOODS_DEFAULT_PAGE_SIZE}
          total={goods.count}
          showSizeChanger={false}
          onChange={onPage}
          style={{ marginTop: 20, justifyContent: 'center' }}
        />
      )}
    </>
  );
}
