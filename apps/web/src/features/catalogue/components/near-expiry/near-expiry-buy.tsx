import type { GoodsCard, NearExpiryOffer } from '@shop/contracts/catalogue';
import { Button, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { normaliseQuantity, quantityRules } from '../../lib/buy-quantity';
import { buyState } from '../../lib/price-display';
import type { AddToCart } from '../goods-detail/add-to-cart';

type NearExpiryBuyProps = {
  goods: Pick<GoodsCard, 'sku_id' | 'min_buy' | 'sale_control'> & { num_multiple?: number };
  offer: NearExpiryOffer;
  isMember: boolean;
  /** Adds to the cart (the page wires the cart's action); resolves when answered. */
  onAddToCart?: AddToCart;
  size?: 'small' | 'middle';
};

/**
 * Quantity and 加入采购单 for a goods' near-expiry stock (ADR 0029): the line it adds is the
 * zone's (`near_expiry: 1`), apart from the fresh stock's. The quantity keeps the goods' own
 * minimum and multiple, up to the units left in the zone. A visitor's click goes to the login
 * page and back; a member the sale control refuses sees its message on a disabled button
 * (spec §6).
 */
export function NearExpiryBuy({
  goods,
  offer,
  isMember,
  onAddToCart,
  size = 'middle',
}: NearExpiryBuyProps) {
  const { t } = useTranslation('near-expiry');
  const { t: tc } = useTranslation('catalogue');
  const navigate = useNavigate();
  const location = useLocation();
  const rules = quantityRules({ ...goods, stock: offer.stock });
  const [quantity, setQuantity] = useState<number | null>(rules.min);
  const [adding, setAdding] = useState(false);
  const buy = buyState(goods);

  if (isMember && !buy.enabled)
    return (
      <Button size={size} disabled block data-shop-data={buy.message === null ? undefined : true}>
        {buy.message ?? tc('goods.noPermission')}
      </Button>
    );
  const soldOut = offer.stock < rules.min;
  const onAdd = () => {
    if (!isMember) {
      void navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    const num = normaliseQuantity(quantity, rules);
    setQuantity(num);
    if (!onAddToCart || adding) return;
    setAdding(true);
    void onAddToCart({ sku_id: goods.sku_id, near_expiry: 1 }, num).finally(() => setAdding(false));
  };
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <InputNumber
        size={size}
        aria-label={t('quantity')}
        min={rules.min}
        max={rules.max}
        step={rules.step}
        precision={0}
        value={quantity}
        disabled={soldOut}
        onChange={(value) => setQuantity(value)}
        onBlur={() => setQuantity((q) => normaliseQuantity(q, rules))}
        style={{ width: size === 'small' ? 72 : 100 }}
      />
      <Button
        type="primary"
        size={size}
        loading={adding}
        disabled={soldOut}
        onClick={onAdd}
        style={{ flex: 1 }}
      >
        {soldOut ? t('soldOut') : t('add')}
      </Button>
    </div>
  );
}
