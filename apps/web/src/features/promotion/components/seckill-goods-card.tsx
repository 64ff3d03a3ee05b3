import type { SeckillGoods } from '@shop/contracts/promotion';
import { Progress } from 'antd';
import { palette, radius } from '@/app/theme';
import { RefusedBuyButton } from './refused-buy-button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { seckillPath } from '../lib/promotion-paths';
import { goodsButton, type GoodsStage } from '../lib/seckill-slots';
import { SeckillPrice } from './seckill-price';
import {
  PromotionGoodsImage,
  PromotionGoodsInfo,
  promotionCardStyle,
} from './promotion-goods-card-parts';

const BUTTON: Record<GoodsStage, { background: string; color: string }> = {
  running: { background: palette.brand, color: palette.white },
  upcoming: { background: palette.green, color: palette.white },
  sold_out: { background: palette.textFaint, color: palette.white },
  ended: { background: palette.textFaint, color: palette.white },
};

const buttonBox = {
  padding: '4px 16px',
  borderRadius: radius.sm,
  fontSize: 14,
  fontWeight: 600,
} as const;

/**
 * One seckill goods of a slot: image, name, spec, price, 已抢 n% and the button of its stage, or,
 * when sale control refuses this member the goods, a disabled button with the shop's message
 * (spec §6).
 */
export function SeckillGoodsCard({ goods, now }: { goods: SeckillGoods; now: number }) {
  const { t } = useTranslation('seckill');
  const href = seckillPath(goods.id);
  const button = goodsButton(goods, now);
  return (
    <article aria-label={goods.goods_name} style={promotionCardStyle}>
      <PromotionGoodsImage href={href} src={goods.image} alt={goods.goods_name} />
      <PromotionGoodsInfo href={href} goods={goods} ns="seckill" />
      <div style={{ minHeight: 28, display: 'flex', alignItems: 'center' }}>
        <SeckillPrice goods={goods} />
      </div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          fontSize: 12,
          color: palette.textSecondary,
        }}
      >
        <Progress
          percent={goods.progress}
          showInfo={false}
          size="small"
          strokeColor={palette.brand}
          style={{ margin: 0, flex: 1 }}
          aria-label={t('soldPercent', { percent: goods.progress })}
        />
        <span style={{ whiteSpace: 'nowrap' }}>
          {t('soldPercent', { percent: goods.progress })}
        </span>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <span style={{ fontSize: 12, color: palette.textMuted }}>
          {goods.goods_limit > 0 ? t('limit', { count: goods.goods_limit }) : t('noLimit')}
        </span>
        {button.kind === 'refused' ? (
          <RefusedBuyButton message={button.message} fallback={t('noPermission')} />
        ) : (
          <Link to={href} style={{ ...BUTTON[button.stage], ...buttonBox }}>
            {t(`button.${button.stage}`)}
          </Link>
        )}
      </div>
    </article>
  );
}
