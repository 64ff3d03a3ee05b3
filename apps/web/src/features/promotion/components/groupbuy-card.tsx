import type { GroupbuyGoods } from '@shop/contracts/promotion';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { useDefaultImages } from '@/lib/default-images';
import { groupbuyPath } from '../lib/promotion-paths';
import { CampaignCountdown } from './groupbuy-countdown';
import { CampaignPrice } from './groupbuy-price';

export const GROUPBUY_CARD_WIDTH = 230;
const IMAGE_SIZE = 204;
const muted = { fontSize: 12, color: '#888', lineHeight: '20px', display: 'block' } as const;

/**
 * One group buy of the zone: image, name, spec, manufacturer, group price against the normal
 * price, 起购 n 件, the countdown to its end (or start) and 立即参团 / 即将开团.
 */
export function GroupbuyCard({ item }: { item: GroupbuyGoods }) {
  const { t } = useTranslation('groupbuy');
  const fallback = useDefaultImages()?.default_goods_img;
  const href = groupbuyPath(item.groupbuy_id);
  const { goods } = item;
  const running = item.status === 'running';
  return (
    <article
      aria-label={goods.goods_name}
      style={{
        width: GROUPBUY_CARD_WIDTH,
        boxSizing: 'border-box',
        background: '#fff',
        border: '1px solid #f0f0f0',
        padding: 12,
        display: 'flex',
        flexDirection: 'column',
        gap: 4,
        position: 'relative',
      }}
    >
      <Tag
        color={running ? '#E4393C' : '#52A83A'}
        style={{ position: 'absolute', top: 12, left: 12, zIndex: 1, marginInlineEnd: 0 }}
      >
        {running ? t('label') : t('status.not_started')}
      </Tag>
      <Link to={href} tabIndex={-1} style={{ width: IMAGE_SIZE, height: IMAGE_SIZE }}>
        <FallbackImage
          src={goods.sku_image || goods.goods_image}
          fallback={fallback}
          alt={goods.goods_name}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading="lazy"
          style={{ objectFit: 'contain' }}
        />
      </Link>
      <div style={{ minHeight: 28, display: 'flex', alignItems: 'center' }}>
        <CampaignPrice campaignPrice={item.groupbuy_price} goods={goods} />
      </div>
      <Link to={href} title={goods.goods_name} style={{ color: '#333' }}>
        <Typography.Paragraph
          ellipsis={{ rows: 2 }}
          style={{ margin: 0, minHeight: 40, fontSize: 13 }}
        >
          {goods.goods_name}
        </Typography.Paragraph>
      </Link>
      <Typography.Text ellipsis style={muted}>
        {t('specs')}：{goods.attr_specs || goods.sku_name}
      </Typography.Text>
      <Typography.Text ellipsis style={muted}>
        {t('factory')}：{goods.attr_factory || '-'}
      </Typography.Text>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 12 }}>
        <span style={{ color: '#E4393C' }}>
          {t('minBuy', { count: item.goods_min, unit: goods.unit })}
        </span>
        <span style={{ color: '#999' }}>
          {t('soldNum', { count: item.sold_num, unit: goods.unit })}
        </span>
      </div>
      <div style={{ color: '#666', minHeight: 22 }}>
        <CampaignCountdown campaign={item} />
      </div>
      <Link
        to={href}
        style={{
          background: running ? '#E4393C' : '#52A83A',
          color: '#fff',
          textAlign: 'center',
          padding: '5px 0',
          borderRadius: 2,
          fontSize: 14,
          fontWeight: 600,
        }}
      >
        {running ? t('join') : t('comingSoon')}
      </Link>
    </article>
  );
}
