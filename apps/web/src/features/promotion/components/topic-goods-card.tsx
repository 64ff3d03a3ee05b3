import type { CampaignStatus, TopicGoods } from '@shop/contracts/promotion';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette, radius } from '@/app/theme';
import { topicGoodsPath } from '../lib/promotion-paths';
import { saleRefusal } from '../lib/sale-refusal';
import { CampaignPrice } from './groupbuy-price';
import { RefusedBuyButton } from './refused-buy-button';
import {
  PromotionGoodsImage,
  PromotionGoodsInfo,
  promotionCardStyle,
} from './promotion-goods-card-parts';

const BUTTON_COLORS = {
  running: palette.brand,
  not_started: palette.green,
  ended: palette.textFaint,
} as const;

/**
 * A goods of a topic: image, topic price against the normal price, name, spec, manufacturer, and
 * a button saying whether the topic runs (disabled with the shop's message for a member sale
 * control refuses, spec §6).
 */
export function TopicGoodsCard({ item, status }: { item: TopicGoods; status: CampaignStatus }) {
  const { t } = useTranslation('topic');
  const href = topicGoodsPath(item.topic_goods_id);
  const { goods } = item;
  const refusal = saleRefusal(goods.sale_control);
  return (
    <article aria-label={goods.goods_name} style={promotionCardStyle}>
      <PromotionGoodsImage
        href={href}
        src={goods.sku_image || goods.goods_image}
        alt={goods.goods_name}
      />
      <div style={{ minHeight: 28, display: 'flex', alignItems: 'center' }}>
        <CampaignPrice campaignPrice={item.topic_price} goods={goods} />
      </div>
      <PromotionGoodsInfo href={href} goods={goods} ns="topic" />
      {refusal ? (
        <RefusedBuyButton message={refusal.message} fallback={t('noPermission')} block />
      ) : (
        <Link
          to={href}
          style={{
            marginTop: 4,
            background: BUTTON_COLORS[status],
            color: palette.white,
            textAlign: 'center',
            padding: '5px 0',
            borderRadius: radius.sm,
            fontWeight: 600,
          }}
        >
          {status === 'running' ? t('buy') : t(`status.${status}`)}
        </Link>
      )}
    </article>
  );
}
