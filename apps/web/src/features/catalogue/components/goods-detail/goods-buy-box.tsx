import type { GoodsSkuDetail } from '@shop/contracts/catalogue';
import { Button, InputNumber } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useUnitText, type UnitText } from '@/components/unit-text';
import { useQuantityNotice } from '@/lib/use-quantity-notice';
import { palette } from '@/app/theme';
import { normaliseQuantity, quantityRules } from '../../lib/buy-quantity';
import { goodsDetailPath } from '../../lib/goods-paths';
import { buyState } from '../../lib/price-display';
import type { AddToCart } from './add-to-cart';
import { PanelRow, useRowLabelWidth } from './goods-price-panel';

/** A unit the interface does not name comes from the goods data: marked as shop data. */
const unitMark = (unit: UnitText) => ({ unit: unit.known ? <span /> : <span data-shop-data /> });

type GoodsBuyBoxProps = {
  goods: Pick<
    GoodsSkuDetail,
    | 'sku_id'
    | 'sku_list'
    | 'stock'
    | 'min_buy'
    | 'num_multiple'
    | 'max_buy'
    | 'unit'
    | 'sale_control'
  >;
  isMember: boolean;
  /** Adds the SKU to the cart (the page wires the cart); resolves when answered. */
  onAddToCart?: AddToCart;
};

/**
 * Spec switching, stock, quantity and the buy buttons. A visitor's click goes to the login
 * page and back; a member's buttons follow the sale control (spec §6: disabled with not_buy_msg
 * or "暂无权限-" when the member may not buy it). 加入购物车 calls `onAddToCart`; 立即购买 opens
 * checkout with this SKU and quantity (`/payment?sku_id=&num=`).
 */
export function GoodsBuyBox({ goods, isMember, onAddToCart }: GoodsBuyBoxProps) {
  const { t } = useTranslation('goods-detail');
  const { t: tc } = useTranslation('catalogue');
  const { t: tl } = useTranslation('licence');
  const navigate = useNavigate();
  const location = useLocation();
  const rules = quantityRules(goods);
  const [quantity, setQuantity] = useState<number | null>(rules.min);
  const inStock = goods.stock >= rules.min;
  const buy = buyState(goods);
  const labelWidth = useRowLabelWidth();
  const [adding, setAdding] = useState(false);
  const tellNotice = useQuantityNotice(goods.unit, goods.stock);
  const unitText = useUnitText();
  const quantityUnit = unitText(goods.unit, quantity ?? rules.min);
  /** A count of the goods' unit inside a sentence (`i18nKey` with <unit>{{unit}}</unit>). */
  const counted = (i18nKey: string, count: number) => {
    const unit = unitText(goods.unit, count);
    return (
      <Trans
        t={t}
        i18nKey={i18nKey}
        values={{ count, unit: unit.text }}
        components={unitMark(unit)}
      />
    );
  };

  const toLogin = () =>
    void navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
  const settled = () => {
    const num = normaliseQuantity(quantity, rules);
    setQuantity(num);
    return num;
  };
  const onAdd = () => {
    if (!isMember) return toLogin();
    const num = settled();
    if (!onAddToCart || adding) return;
    setAdding(true);
    void onAddToCart({ sku_id: goods.sku_id }, num).finally(() => setAdding(false));
  };
  const onBuyNow = () => {
    if (!isMember) return toLogin();
    void navigate(`/payment?sku_id=${goods.sku_id}&num=${settled()}`);
  };

  return (
    <div style={{ display: 'grid', gap: 10, padding: '0 12px' }}>
      {goods.sku_list.length > 0 && (
        <PanelRow label={t('buy.spec')}>
          <div
            role="group"
            aria-label={t('buy.spec')}
            style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
          >
            {goods.sku_list.map((sku) => {
              const selected = sku.sku_id === goods.sku_id;
              return (
                <button
                  key={sku.sku_id}
                  type="button"
                  aria-pressed={selected}
                  title={sku.sku_name}
                  data-shop-data
                  onClick={() =>
                    selected || void navigate(goodsDetailPath(sku.sku_id), { replace: true })
                  }
                  style={{
                    padding: '3px 12px',
                    fontSize: 12,
                    lineHeight: '20px',
                    background: palette.white,
                    cursor: selected ? 'default' : 'pointer',
                    color: sku.stock > 0 ? palette.text : palette.textFaint,
                    border: `1px ${sku.stock > 0 ? 'solid' : 'dashed'} ${selected ? palette.brand : palette.border}`,
                    outline: selected ? `1px solid ${palette.brand}` : 'none',
                    outlineOffset: -2,
                  }}
                >
                  {sku.spec_name || sku.sku_name}
                </button>
              );
            })}
          </div>
        </PanelRow>
      )}
      <PanelRow label={t('buy.stock')}>
        <span style={{ fontSize: 12, color: palette.textSecondary }}>
          {goods.stock > 0 ? (
            counted('buy.inStock', goods.stock)
          ) : (
            <span style={{ color: palette.brand }}>{t('buy.outOfStock')}</span>
          )}
          {rules.min > 1 && (
            <span style={{ marginLeft: 16 }}>{counted('buy.minBuy', rules.min)}</span>
          )}
          {goods.max_buy > 0 && (
            <span style={{ marginLeft: 16 }}>{counted('buy.maxBuy', goods.max_buy)}</span>
          )}
        </span>
      </PanelRow>
      <PanelRow label={t('buy.quantity')}>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <InputNumber
            aria-label={t('buy.quantityLabel')}
            min={rules.min}
            max={rules.max}
            step={rules.step}
            precision={0}
            value={quantity}
            disabled={!inStock || (isMember && !buy.enabled)}
            onChange={(value) => setQuantity(value)}
            onBlur={(event) => {
              const typed = event.target.value;
              tellNotice(typed, normaliseQuantity(typed, rules), rules);
              setQuantity((q) => normaliseQuantity(q, rules));
            }}
            style={{ width: 120 }}
          />
          <span
            data-shop-data={quantityUnit.known ? undefined : ''}
            style={{ fontSize: 12, color: palette.textMuted }}
          >
            {quantityUnit.text}
          </span>
        </span>
      </PanelRow>
      <div style={{ display: 'flex', gap: 12, marginLeft: labelWidth + 16, marginTop: 6 }}>
        {isMember && !buy.enabled && buy.licence ? (
          <>
            <Button size="large" disabled style={{ minWidth: 150 }}>
              {tl(`short.${buy.licence.reason}`, { scope: buy.licence.scope_name })}
            </Button>
            <Link to="/member/qualification" style={{ alignSelf: 'center', fontSize: 12 }}>
              {tl('notice.go')}
            </Link>
          </>
        ) : isMember && !buy.enabled ? (
          <Button
            size="large"
            disabled
            data-shop-data={buy.message === null ? undefined : true}
            style={{ minWidth: 150 }}
          >
            {buy.message ?? tc('goods.noPermission')}
          </Button>
        ) : !inStock ? (
          <>
            <Button size="large" disabled style={{ minWidth: 150 }}>
              {t('buy.soldOut')}
            </Button>
            <Link to="/member/out_of_stock" style={{ alignSelf: 'center', fontSize: 12 }}>
              {t('buy.registerOutOfStock')}
            </Link>
          </>
        ) : (
          <>
            <Button
              size="large"
              loading={adding}
              onClick={onAdd}
              style={{
                minWidth: 150,
                color: palette.brand,
                borderColor: palette.brand,
                background: palette.brandWash,
              }}
            >
              {t('buy.addToCart')}
            </Button>
            <Button type="primary" size="large" onClick={onBuyNow} style={{ minWidth: 150 }}>
              {t('buy.buyNow')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
