import type { CartLine } from '@shop/contracts/cart';
import { unitOf } from '@shop/contracts/pricing';
import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { useDefaultImages } from '@/lib/default-images';
import { lineBounds } from '../lib/cart-quantity';
import { isPositive, shownPrices } from '../lib/line-promotion';
import { CART_GRID, RED } from './cart-grid';
import { CartQuantityInput } from './cart-quantity-input';
import { DeleteLineButton } from './delete-line-button';
import { LinePromotionInfo } from './line-promotion-info';
import { PromotionTag, TagBox } from './promotion-tag';

type CartLineRowProps = {
  line: CartLine;
  checked: boolean;
  onCheck: (checked: boolean) => void;
};

/** One SKU line of the cart page; an invalid line is greyed, says why and cannot be checked. */
export function CartLineRow({ line, checked, onCheck }: CartLineRowProps) {
  const { t } = useTranslation('cart');
  const defaults = useDefaultImages();
  const prices = shownPrices(line);
  const unit = unitOf(line.unit, line.promotion_type === 'wholesale' ? 'tiered' : 'general');
  return (
    <div
      data-testid={`cart-line-${line.cart_id}`}
      style={{
        ...CART_GRID,
        padding: '16px 0',
        borderTop: '1px solid #f0f0f0',
        background: line.valid ? (checked ? '#fffbf0' : '#fff') : '#fafafa',
        color: line.valid ? '#333' : '#999',
      }}
    >
      <div style={{ paddingLeft: 16, paddingTop: 30 }}>
        <Checkbox
          aria-label={t('page.selectLine', { name: line.sku_name })}
          checked={line.valid && checked}
          disabled={!line.valid}
          onChange={(event) => onCheck(event.target.checked)}
        />
      </div>
      <div style={{ display: 'flex', gap: 12, minWidth: 0 }}>
        <Link to={`/sku-${line.sku_id}`} style={{ flex: 'none', position: 'relative' }}>
          <FallbackImage
            src={line.sku_image}
            fallback={defaults?.default_goods_img}
            alt={line.sku_name}
            width={80}
            height={80}
            style={{
              objectFit: 'cover',
              border: '1px solid #eee',
              opacity: line.valid ? 1 : 0.5,
              display: 'block',
            }}
          />
        </Link>
        <div style={{ minWidth: 0, display: 'grid', gap: 4, alignContent: 'start' }}>
          <div style={{ lineHeight: '20px' }}>
            {!line.valid && <TagBox colour="#bbb">{t('page.invalid')}</TagBox>}
            {line.valid && <PromotionTag line={line} />}
            <Link
              to={`/sku-${line.sku_id}`}
              style={{ color: line.valid ? '#333' : '#999', verticalAlign: 'middle' }}
            >
              {line.sku_name}
            </Link>
          </div>
          <div style={{ fontSize: 12, color: '#999' }}>
            {line.spec_name && (
              <span style={{ marginRight: 12 }}>{t('page.spec', { spec: line.spec_name })}</span>
            )}
            <span>{t('page.unit', { unit })}</span>
          </div>
          {line.valid ? (
            <LinePromotionInfo line={line} />
          ) : (
            <div style={{ fontSize: 12, color: RED }}>
              {line.invalid_reason || t('page.invalidReason')}
            </div>
          )}
        </div>
      </div>
      <div style={{ paddingTop: 4 }}>
        <div style={{ fontWeight: 600, color: line.valid ? '#333' : '#999' }}>¥{prices.price}</div>
        {prices.original && (
          <div style={{ fontSize: 12, color: '#999', textDecoration: 'line-through' }}>
            ¥{prices.original}
          </div>
        )}
        {line.is_member_discount === 1 && (
          <div style={{ fontSize: 12, color: '#B8860B' }}>{t('page.memberPrice')}</div>
        )}
      </div>
      <div>
        <CartQuantityInput
          cartId={line.cart_id}
          num={line.num}
          bounds={lineBounds({ kind: 'sku', line })}
          label={t('page.quantityLabel', { name: line.sku_name })}
          disabled={!line.valid}
        />
        {line.valid && (
          <div style={{ fontSize: 12, color: '#999', marginTop: 4 }}>
            {t('page.stock', { count: line.stock })}
          </div>
        )}
      </div>
      <div style={{ paddingTop: 4 }}>
        <div style={{ fontWeight: 700, color: line.valid ? RED : '#999' }}>¥{line.subtotal}</div>
        {line.valid && isPositive(line.promotion_money) && (
          <div style={{ fontSize: 12, color: RED }}>
            {t('page.saved', { money: line.promotion_money })}
          </div>
        )}
      </div>
      <div style={{ paddingTop: 4 }}>
        <DeleteLineButton cartId={line.cart_id} name={line.sku_name} />
      </div>
    </div>
  );
}
