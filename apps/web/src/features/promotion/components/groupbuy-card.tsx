import type { GroupbuyGoods } from '@shop/contracts/promotion';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette, radius } from '@/app/theme';
import { groupbuyPath } from '../lib/promotion-paths';
import { saleRefusal } from '../lib/sale-refusal';
import { CampaignCountdown } from './groupbuy-countdown';
import { CampaignPrice } from './groupbuy-price';
import { RefusedBuyButton } from './refused-buy-button';
import {
  PromotionGoodsImage,
  PromotionGoodsInfo,
  promotionCardStyle,
} from './promotion-goods-card-parts';

/**
 * One group buy of the zone: image, name, spec, manufacturer, group price against the normal
 * price, 起购 n 件, the countdown to its end (or start) and 立即参团 / 即将开团, or for a member
 * sale control refuses, a disabled button with the shop's message (spec §6).
 */
export function GroupbuyCard({ item }: { item: GroupbuyGoods }) {
  const { t } = useTranslation('groupbuy');
  const href = groupbuyPath(item.groupbuy_id);
  const { goods } = item;
  const running = item.status === 'running';
  const refusal = saleRefusal(goods.sale_control);
  return (
    <article aria-label={goods.goods_name} style={{ ...promotionCardStyle, position: 'relative' }}>
      <Tag
        color={running ? palette.brand : palette.green}
        style={{ position: 'absolute', top: 12, left: 12, zIndex: 1, marginInlineEnd: 0 }}
      >
        {running ? t('label') : t('status.not_started')}
      </Tag>
      <PromotionGoodsImage
        href={href}
        src={goods.sku_image || goods.goods_image}
        alt={goods.goods_name}
      />
      <div style={{ minHeight: 28, display: 'flex', alignItems: 'center' }}>
        <CampaignPrice campaignPrice={item.groupbuy_price} goods={goods} />
      </div>
      <PromotionGoodsInfo href={href} goods={goods} ns="groupbuy" />
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 12 }}>
        <span style={{ color: palette.brand }}>
          {t('minBuy', { count: item.goods_min, unit: goods.unit })}
        </span>
        <span style={{ color: palette.textMuted }}>
          {t('soldNum', { count: item.sold_num, unit: goods.unit })}
        </span>
      </div>
      <div style={{ color: palette.textSecondary, minHeight: 22 }}>
        <CampaignCountdown campaign={item} />
      </div>
      {refusal ? (
        <RefusedBuyButton message={refusal.message} fallback={t('noPermission')} block />
      ) : (
        <Link
          to={href}
          style={{
            background: running ? palette.brand : palette.green,
            color: palette.white,
            textAlign: 'center',
            padding: '5px 0',
            borderRadius: radius.sm,
            fontSize: 14,
            fontWeight: 600,
          }}
        >
          {running ? t('join') : t('comingSoon')}
        </Link>
      )}
    </article>
  );
}
