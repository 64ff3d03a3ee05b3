import type { BundleCartLine } from '@shop/contracts/cart';
import { PROMOTION_LABELS } from '@shop/contracts/constants';
import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { useDefaultImages } from '@/lib/default-images';
import { lineBounds } from '../lib/cart-quantity';
import { isPositive, PROMOTION_TAG_COLOURS } from '../lib/line-promotion';
import { CART_GRID, RED } from './cart-grid';
import { CartQuantityInput } from './cart-quantity-input';
import { DeleteLineButton } from './delete-line-button';
import { TagBox } from './promotion-tag';

type BundleLineRowProps = {
  line: BundleCartLine;
  checked: boolean;
  onCheck: (checked: boolean) => void;
};

/** A bundle (组合套餐) line: its name and price per set, its goods with units per set, sets bought. */
export function BundleLineRow({ line, checked, onCheck }: BundleLineRowProps) {
  const { t } = useTranslation('cart');
  const defaults = useDefaultImages();
  const colour = PROMOTION_TAG_COLOURS.bundling;
  return (
    <div
      data-testid={`cart-bundle-${line.cart_id}`}
      style={{
        ...CART_GRID,
        padding: '16px 0',
        borderTop: '1px solid #f0f0f0',
        background: line.valid ? (checked ? '#fffbf0' : '#fff') : '#fafafa',
        color: line.valid ? '#333' : '#999',
      }}
    >
      <div style={{ paddingLeft: 16, paddingTop: 2 }}>
        <Checkbox
          aria-label={t('page.selectLine', { name: line.bl_name })}
          checked={line.valid && checked}
          disabled={!line.valid}
          onChange={(event) => onCheck(event.target.checked)}
        />
      </div>
      <div style={{ minWidth: 0 }}>
        <div style={{ lineHeight: '20px', fontWeight: 600 }}>
          {line.valid ? (
            <TagBox colour={colour}>{PROMOTION_LABELS.bundling}</TagBox>
          ) : (
            <TagBox colour="#bbb">{t('page.invalid')}</TagBox>
          )}
          {line.bl_name}
        </div>
        {!line.valid && (
          <div style={{ fontSize: 12, color: RED }}>
            {line.invalid_reason || t('page.invalidReason')}
          </div>
        )}
        <ul
          style={{
            margin: '8px 0 0',
            padding: 8,
            display: 'grid',
            gap: 8,
            border: `1px dashed ${line.valid ? colour : '#ddd'}`,
            background: line.valid ? '#f9f0ff' : '#fafafa',
          }}
        >
          {line.bundlingGoods.map((goods) => (
            <li key={goods.sku_id} style={{ listStyle: 'none', display: 'flex', gap: 8 }}>
              <Link to={`/sku-${goods.sku_id}`} style={{ flex: 'none' }}>
                <FallbackImage
                  src={goods.sku_image}
                  fallback={defaults?.default_goods_img}
                  alt={goods.sku_name}
                  width={56}
                  height={56}
                  style={{ objectFit: 'cover', border: '1px solid #eee', display: 'block' }}
                />
              </Link>
              <div style={{ minWidth: 0, fontSize: 12, lineHeight: '18px' }}>
                <Link to={`/sku-${goods.sku_id}`} style={{ color: '#333' }}>
                  {goods.sku_name}
                </Link>
                <div style={{ color: '#999' }}>
                  ¥{goods.price} × {goods.num}
                  {goods.unit}
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <div style={{ fontSize: 12, color: '#999' }}>{t('promotion.bundlePrice')}</div>
        <div style={{ fontWeight: 600 }}>¥{line.bl_price}</div>
      </div>
      <div>
        <CartQuantityInput
          cartId={line.cart_id}
          num={line.num}
          bounds={lineBounds({ kind: 'bundle', line })}
          label={t('page.quantityLabel', { name: line.bl_name })}
          disabled={!line.valid}
        />
        {line.valid && (
          <div style={{ fontSize: 12, color: '#999', marginTop: 4 }}>
            {t('promotion.bundleStock', { count: line.stock })}
          </div>
        )}
      </div>
      <div>
        <div style={{ fontWeight: 700, color: line.valid ? RED : '#999' }}>¥{line.subtotal}</div>
        {line.valid && isPositive(line.promotion_money) && (
          <div style={{ fontSize: 12, color: RED }}>
            {t('page.saved', { money: line.promotion_money })}
          </div>
        )}
      </div>
      <div>
        <DeleteLineButton cartId={line.cart_id} name={line.bl_name} />
      </div>
    </div>
  );
}
