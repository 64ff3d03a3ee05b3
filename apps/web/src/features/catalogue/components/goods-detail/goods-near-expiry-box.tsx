import type { GoodsSkuDetail, NearExpiryOffer } from '@shop/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NearExpiryNote } from '@/components/near-expiry-note';
import { Price } from '@/components/price';
import { useUnitText } from '@/components/unit-text';
import { palette, radius } from '@/app/theme';
import { shownPrice } from '../../lib/price-display';
import { NearExpiryBuy } from '../near-expiry/near-expiry-buy';
import type { AddToCart } from './add-to-cart';

type GoodsNearExpiryBoxProps = {
  goods: Pick<
    GoodsSkuDetail,
    | 'sku_id'
    | 'min_buy'
    | 'num_multiple'
    | 'unit'
    | 'sale_control'
    | 'price'
    | 'member_price'
    | 'market_price'
  >;
  offer: NearExpiryOffer;
  isMember: boolean;
  onAddToCart?: AddToCart;
};

/**
 * The goods' near-expiry stock beside the buy area (ADR 0029): 近效期 效期至 X, the units left,
 * the zone price against the normal one (登录可见 for a visitor), and quantity with 加入采购单
 * adding a near-expiry line; the buy area above keeps selling the fresh stock.
 */
export function GoodsNearExpiryBox({
  goods,
  offer,
  isMember,
  onAddToCart,
}: GoodsNearExpiryBoxProps) {
  const { t } = useTranslation('near-expiry');
  const unitText = useUnitText();
  return (
    <section
      aria-label={t('box.title')}
      style={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: '8px 20px',
        padding: '10px 12px',
        background: palette.warmWash,
        border: `1px dashed ${palette.warmBorder}`,
        borderRadius: radius.sm,
      }}
    >
      <div style={{ display: 'grid', gap: 2 }}>
        <NearExpiryNote expiry={offer.expiry_date} size={14} />
        <span style={{ fontSize: 12, color: palette.textMuted }}>{t('box.note')}</span>
      </div>
      <div style={{ display: 'grid', gap: 2 }}>
        <span style={{ fontSize: 12, color: palette.textMuted }}>{t('box.price')}</span>
        <Price value={offer.price} original={shownPrice(goods)} size={18} emphasis />
      </div>
      <span style={{ fontSize: 12, color: palette.brand }}>
        {t('left', { count: offer.stock, unit: unitText(goods.unit, offer.stock).text })}
      </span>
      <div style={{ width: 240 }}>
        <NearExpiryBuy goods={goods} offer={offer} isMember={isMember} onAddToCart={onAddToCart} />
      </div>
      <Link to="/near-expiry" style={{ fontSize: 12 }}>
        {t('box.enter')}
      </Link>
    </section>
  );
}
