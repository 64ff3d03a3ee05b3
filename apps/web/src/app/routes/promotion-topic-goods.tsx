import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ContentColumn } from '@/components/content-column';
import { QueryState } from '@/components/query-state';
import { useTopicGoodsDetail } from '@/features/promotion/api/get-topic-goods-detail';
import { CampaignBuyPanel } from '@/features/promotion/components/groupbuy-buy-panel';
import { CampaignGoodsLayout } from '@/features/promotion/components/groupbuy-goods-layout';
import { parsePromotionSlug, topicPath } from '@/features/promotion/lib/promotion-paths';
import { hasSession } from '@/lib/session';
import { palette } from '@/app/theme';

/**
 * /promotion/topic-goods-{id}: a topic goods with its topic price, the topic's countdown, the
 * quantity and 立即购买 to the topic's payment page.
 */
export function TopicGoodsPage() {
  const { t } = useTranslation('topic');
  const id = parsePromotionSlug(useParams().promoSlug)?.id ?? 0;
  const detail = useTopicGoodsDetail(id, hasSession());

  return (
    <ContentColumn style={{ paddingBottom: 32 }}>
      <QueryState
        query={detail}
        rows={12}
        errorExtra={
          <Link to="/promotion/topic">
            <Button>{t('backToList')}</Button>
          </Link>
        }
        style={{ background: palette.white, padding: 24, marginTop: 16 }}
      >
        {({ topic, topic_goods: item }) => (
          <CampaignGoodsLayout
            trail={[
              { title: t('titles.list'), to: '/promotion/topic' },
              { title: topic.name, to: topicPath(topic.topic_id) },
              { title: item.goods.goods_name },
            ]}
            goods={item.goods}
            notes={{ title: t('notesTitle'), text: topic.remark }}
          >
            <CampaignBuyPanel
              kind="topic"
              campaign={topic}
              price={item.topic_price}
              goods={item.goods}
              goodsMin={1}
              goodsLimit={0}
              bought={undefined}
              stockLeft={null}
              buyHref={(num) =>
                `/promotion/topic_payment?topic_goods_id=${item.topic_goods_id}&num=${num}`
              }
            />
          </CampaignGoodsLayout>
        )}
      </QueryState>
    </ContentColumn>
  );
}
