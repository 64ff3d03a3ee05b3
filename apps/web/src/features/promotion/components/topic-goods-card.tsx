import type { CampaignStatus, TopicGoods } from '@shop/contracts/promotion';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { useDefaultImages } from '@/lib/default-images';
import { topicGoodsPath } from '../lib/promotion-paths';
import { CampaignPrice } from './groupbuy-price';

const IMAGE_SIZE = 204;
const muted = { fontSize: 12, color: '#888', lineHeight: '20px', display: 'block' } as const;

const BUTTON_COLORS = { running: '#E4393C', not_started: '#52A83A', ended: '#bbb' } as const;

/**
 * A goods of a topic: image, topic price against the normal price, name, spec, manufacturer, and
 * a button saying whether the topic runs.
 */
export function TopicGoodsCard({ item, status }: { item: TopicGoods; status: CampaignStatus }) {
  const { t } = useTranslation('topic');
  const fallback = useDefaultImages()?.default_goods_img;
  const href = topicGoodsPath(item.topic_goods_id);
  const { goods } = item;
  return (
    <article
      aria-label={goods.goods_name}
      style={{
        width: 230,
        boxSizing: 'border-box',
        background: '#fff',
        border: '1px solid #f0f0f0',
        padding: 12,
        display: 'flex',
        flexDirection: 'column',
        gap: 4,
      }}
    >
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
        <CampaignPrice campaignPrice={item.topic_price} goods={goods} />
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
      <Link
        to={href}
        style={{
          marginTop: 4,
          background: BUTTON_COLORS[status],
          color: '#fff',
          textAlign: 'center',
          padding: '5px 0',
          borderRadius: 2,
          fontWeight: 600,
        }}
      >
        {status === 'running' ? t('buy') : t(`status.${status}`)}
      </Link>
    </article>
  );
}
