import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ContentColumn } from '@/components/content-column';
import { useTopicGoodsDetail } from '@/features/promotion/api/get-topic-goods-detail';
import { CampaignBuyPanel } from '@/features/promotion/components/groupbuy-buy-panel';
import { CampaignGoodsLayout } from '@/features/promotion/components/groupbuy-goods-layout';
import { PromotionPageState } from '@/features/promotion/components/promotion-page-state';
import { parsePromotionSlug, topicPath } from '@/features/promotion/lib/promotion-paths';
import { hasSession } from '@/lib/session';

/**
 * /promotion/topic-goods-{id}: a topic goods with its topic price, the topic's countdown, the
 * quantity and 立即购买 to the topic's payment page.
 */
export function TopicGoodsPage() {
  const { t } = useTranslation('topic');
  const id = parsePromotionSlug(useParams().promoSlug)?.id ?? 0;
  const detail = useTopicGoodsDetail(id, hasSession());

  if (detail.isPending || detail.isError)
    return (
      <PromotionPageState
        query={detail}
        rows={12}
        fallbackTitle={t('goodsNotFound')}
        back={{ to: '/promotion/topic', label: t('backToList') }}
      />
    );
  const { topic, topic_goods: item } = detail.data;
  return (
    <ContentColumn style={{ paddingBottom: 32 }}>
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
    </ContentColumn>
  );
}
