import type { BundleCartLine } from '@shop/contracts/cart';
import { formatYuan } from '@shop/web-kit/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { useDefaultImages } from '@/lib/default-images';
import { palette } from '@/app/theme';
import { Price } from '@/components/price';
import { lineBounds } from '../lib/cart-quantity';
import { PROMOTION_TAG_COLOURS } from '../lib/line-promotion';
import { CartRow } from './cart-row';
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
    <CartRow
      testId={`cart-bundle-${line.cart_id}`}
      cartId={line.cart_id}
      name={line.bl_name}
      valid={line.valid}
      checked={checked}
      onCheck={onCheck}
      checkTop={2}
      cellTop={0}
      num={line.num}
      bounds={lineBounds({ kind: 'bundle', line })}
      unit={t('promotion.bundleUnit')}
      stock={line.stock}
      stockHint={t('promotion.bundleStock', { count: line.stock })}
      subtotal={line.subtotal}
      promotionMoney={line.promotion_money}
      goods={
        <div style={{ minWidth: 0 }}>
          <div style={{ lineHeight: '20px', fontWeight: 600 }}>
            {line.valid ? (
              <TagBox colour={colour}>{t('promotion.kind.bundling')}</TagBox>
            ) : (
              <TagBox colour={palette.textFaint}>{t('page.invalid')}</TagBox>
            )}
            {line.bl_name}
          </div>
          {!line.valid && (
            <div style={{ fontSize: 12, color: palette.brand }}>
              {line.invalid_reason || t('page.invalidReason')}
            </div>
          )}
          <ul
            style={{
              margin: '8px 0 0',
              padding: 8,
              display: 'grid',
              gap: 8,
              border: `1px dashed ${line.valid ? colour : palette.border}`,
              background: line.valid ? palette.purpleWash : palette.fillLight,
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
                    style={{
                      objectFit: 'cover',
                      border: `1px solid ${palette.divider}`,
                      display: 'block',
                    }}
                  />
                </Link>
                <div style={{ minWidth: 0, fontSize: 12, lineHeight: '18px' }}>
                  <Link to={`/sku-${goods.sku_id}`} style={{ color: palette.text }}>
                    {goods.sku_name}
                  </Link>
                  <div style={{ color: palette.textMuted }}>
                    {formatYuan(goods.price)} × {goods.num}
                    {goods.unit}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </div>
      }
      price={
        <>
          <div style={{ fontSize: 12, color: palette.textMuted }}>{t('promotion.bundlePrice')}</div>
          <div style={{ fontWeight: 600 }}>
            <Price value={line.bl_price} />
          </div>
        </>
      }
    />
  );
}
