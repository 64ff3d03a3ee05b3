import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ContentColumn } from '@/components/content-column';
import { QueryState } from '@/components/query-state';
import { useGroupbuyDetail } from '@/features/promotion/api/get-groupbuy-detail';
import { CampaignBuyPanel } from '@/features/promotion/components/groupbuy-buy-panel';
import { CampaignGoodsLayout } from '@/features/promotion/components/groupbuy-goods-layout';
import { parsePromotionSlug } from '@/features/promotion/lib/promotion-paths';
import { hasSession } from '@/lib/session';
import { palette } from '@/app/theme';

/**
 * /promotion/groupbuy-{id}: a group buy like a goods page: group price strip with countdown,
 * minimum quantity, limit, quantity from the minimum and 立即购买 to its payment page.
 */
export function GroupbuyDetailPage() {
  const { t } = useTranslation('groupbuy');
  const id = parsePromotionSlug(useParams().promoSlug)?.id ?? 0;
  const detail = useGroupbuyDetail(id, hasSession());

  return (
    <ContentColumn style={{ paddingBottom: 32 }}>
      <QueryState
        query={detail}
        rows={12}
        errorExtra={
          <Link to="/promotion/groupbuy">
            <Button>{t('backToZone')}</Button>
          </Link>
        }
        style={{ background: palette.white, padding: 24, marginTop: 16 }}
      >
        {(g) => (
          <CampaignGoodsLayout
            trail={[
              { title: t('titles.zone'), to: '/promotion/groupbuy' },
              { title: g.goods.goods_name },
            ]}
            goods={g.goods}
            notes={{ title: t('notes'), text: g.remark }}
          >
            <CampaignBuyPanel
              kind="groupbuy"
              campaign={g}
              price={g.groupbuy_price}
              goods={g.goods}
              goodsMin={g.goods_min}
              goodsLimit={g.goods_limit}
              bought={g.bought}
              stockLeft={g.stock_left}
              buyHref={(num) =>
                `/promotion/groupbuy_payment?groupbuy_id=${g.groupbuy_id}&num=${num}`
              }
            />
          </CampaignGoodsLayout>
        )}
      </QueryState>
    </ContentColumn>
  );
}
