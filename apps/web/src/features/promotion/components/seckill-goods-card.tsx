import type { SeckillGoods } from '@shop/contracts/promotion';
import { Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { useDefaultImages } from '@/lib/default-images';
import { seckillPath } from '../lib/promotion-paths';
import { goodsStage, type GoodsStage } from '../lib/seckill-slots';
import { SeckillPrice } from './seckill-price';

export const SECKILL_CARD_WIDTH = 230;
const IMAGE_SIZE = 204;
const muted = { fontSize: 12, color: '#888', lineHeight: '20px', display: 'block' } as const;

const BUTTON: Record<GoodsStage, { background: string; color: string }> = {
  running: { background: '#E4393C', color: '#fff' },
  upcoming: { background: '#52A83A', color: '#fff' },
  sold_out: { background: '#ccc', color: '#fff' },
  ended: { background: '#ccc', color: '#fff' },
};

/** One seckill goods of a slot: image, name, spec, price, 已抢 n% and the button of its stage. */
export function SeckillGoodsCard({ goods, now }: { goods: SeckillGoods; now: number }) {
  const { t } = useTranslation('seckill');
  const fallback = useDefaultImages()?.default_goods_img;
  const href = seckillPath(goods.id);
  const stage = goodsStage(goods, now);
  return (
    <article
      aria-label={goods.goods_name}
      style={{
        width: SECKILL_CARD_WIDTH,
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
          src={goods.image}
          fallback={fallback}
          alt={goods.goods_name}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading="lazy"
          style={{ objectFit: 'contain' }}
        />
      </Link>
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
      <div style={{ minHeight: 28, display: 'flex', alignItems: 'center' }}>
        <SeckillPrice goods={goods} />
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 12, color: '#666' }}>
        <Progress
          percent={goods.progress}
          showInfo={false}
          size="small"
          strokeColor="#E4393C"
          style={{ margin: 0, flex: 1 }}
          aria-label={t('soldPercent', { percent: goods.progress })}
        />
        <span style={{ whiteSpace: 'nowrap' }}>
          {t('soldPercent', { percent: goods.progress })}
        </span>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <span style={{ fontSize: 12, color: '#999' }}>
          {goods.goods_limit > 0 ? t('limit', { count: goods.goods_limit }) : t('noLimit')}
        </span>
        <Link
          to={href}
          style={{
            ...BUTTON[stage],
            padding: '4px 16px',
            borderRadius: 2,
            fontSize: 14,
            fontWeight: 600,
          }}
        >
          {t(`button.${stage}`)}
        </Link>
      </div>
    </article>
  );
}
