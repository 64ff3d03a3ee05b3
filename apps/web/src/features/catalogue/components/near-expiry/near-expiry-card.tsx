import type { NearExpiryCard as NearExpiryCardData } from '@shop/contracts/catalogue';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { NearExpiryNote } from '@/components/near-expiry-note';
import { Price } from '@/components/price';
import { useUnitText } from '@/components/unit-text';
import { goodsDetailPath } from '../../lib/goods-paths';
import { shownPrice } from '../../lib/price-display';
import { cardMuted, GOODS_CARD_WIDTH, goodsCardFrame } from '../goods-card';
import type { AddToCart } from '../goods-detail/add-to-cart';
import { GoodsImageLink } from '../goods-image-link';
import { NearExpiryBuy } from './near-expiry-buy';

type NearExpiryCardProps = {
  goods: NearExpiryCardData;
  isMember: boolean;
  onAddToCart?: AddToCart;
};

/**
 * One goods of the near-expiry zone (ADR 0029): its expiry first, the zone price against the
 * normal price struck through (登录可见 for a visitor), name, spec, manufacturer, the units left
 * and the quantity to add as a near-expiry line.
 */
export function NearExpiryCard({ goods, isMember, onAddToCart }: NearExpiryCardProps) {
  const { t } = useTranslation('near-expiry');
  const unitText = useUnitText();
  const { t: tc } = useTranslation('catalogue');
  const offer = goods.near_expiry;
  return (
    <article aria-label={goods.goods_name} style={goodsCardFrame}>
      <GoodsImageLink goods={goods} size={GOODS_CARD_WIDTH - 26} />
      <NearExpiryNote expiry={offer.expiry_date} size={13} />
      <div style={{ minHeight: 26 }}>
        <Price value={offer.price} original={shownPrice(goods)} size={18} emphasis />
      </div>
      <Link
        to={goodsDetailPath(goods.sku_id)}
        title={goods.goods_name}
        data-shop-data
        style={{ color: palette.text }}
      >
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, minHeight: 40 }}>
          {goods.goods_name}
        </Typography.Paragraph>
      </Link>
      <Typography.Text ellipsis style={{ ...cardMuted, display: 'block' }}>
        {tc('goods.specs')}：<span data-shop-data>{goods.attr_specs || goods.sku_name}</span>
      </Typography.Text>
      <Typography.Text ellipsis style={{ ...cardMuted, display: 'block' }}>
        {tc('goods.factory')}：<span data-shop-data>{goods.attr_factory || '-'}</span>
      </Typography.Text>
      <div style={{ ...cardMuted, color: palette.brand }}>
        {t('left', { count: offer.stock, unit: unitText(goods.unit, offer.stock).text })}
      </div>
      <NearExpiryBuy
        goods={goods}
        offer={offer}
        isMember={isMember}
        onAddToCart={onAddToCart}
        size="small"
      />
    </article>
  );
}
