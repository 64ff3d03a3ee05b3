import type { CartLine } from '@shop/contracts/cart';
import { unitOf } from '@shop/contracts/pricing';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { NearExpiryNote } from '@/components/near-expiry-note';
import { useDefaultImages } from '@/lib/default-images';
import { palette } from '@/app/theme';
import { Price } from '@/components/price';
import { lineBounds } from '../lib/cart-quantity';
import { shownPrices } from '../lib/line-promotion';
import { CartRow } from './cart-row';
import { LinePromotionInfo } from './line-promotion-info';
import { PromotionTag, TagBox } from './promotion-tag';

type CartLineRowProps = {
  line: CartLine;
  checked: boolean;
  onCheck: (checked: boolean) => void;
};

/**
 * One SKU line of the cart page; an invalid line is greyed, says why and cannot be checked. A
 * near-expiry line (ADR 0029) says 近效期 and the expiry it buys in place of a promotion tag.
 */
export function CartLineRow({ line, checked, onCheck }: CartLineRowProps) {
  const { t } = useTranslation('cart');
  const defaults = useDefaultImages();
  const prices = shownPrices(line);
  const unit = unitOf(line.unit, line.promotion_type === 'wholesale' ? 'tiered' : 'general');
  return (
    <CartRow
      testId={`cart-line-${line.cart_id}`}
      cartId={line.cart_id}
      name={line.sku_name}
      valid={line.valid}
      checked={checked}
      onCheck={onCheck}
      checkTop={30}
      cellTop={4}
      num={line.num}
      bounds={lineBounds({ kind: 'sku', line })}
      unit={unitOf(line.unit, 'general')}
      stock={line.stock}
      stockHint={t('page.stock', { count: line.stock })}
      subtotal={line.subtotal}
      promotionMoney={line.promotion_money}
      goods={
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
                border: `1px solid ${palette.divider}`,
                opacity: line.valid ? 1 : 0.5,
                display: 'block',
              }}
            />
          </Link>
          <div style={{ minWidth: 0, display: 'grid', gap: 4, alignContent: 'start' }}>
            <div style={{ lineHeight: '20px' }}>
              {!line.valid && <TagBox colour={palette.textFaint}>{t('page.invalid')}</TagBox>}
              {line.valid && line.near_expiry_date === null && <PromotionTag line={line} />}
              <Link
                to={`/sku-${line.sku_id}`}
                data-shop-data
                style={{
                  color: line.valid ? palette.text : palette.textMuted,
                  verticalAlign: 'middle',
                }}
              >
                {line.sku_name}
              </Link>
            </div>
            {line.near_expiry_date !== null && (
              <div>
                <NearExpiryNote expiry={line.near_expiry_date} />
              </div>
            )}
            <div style={{ fontSize: 12, color: palette.textMuted }}>
              {line.spec_name && (
                <span style={{ marginRight: 12 }}>
                  <Trans
                    t={t}
                    i18nKey="page.spec"
                    values={{ spec: line.spec_name }}
                    components={{ spec: <span data-shop-data /> }}
                  />
                </span>
              )}
              <span>
                <Trans
                  t={t}
                  i18nKey="page.unit"
                  values={{ unit }}
                  components={{ unit: <span data-shop-data /> }}
                />
              </span>
            </div>
            {line.valid ? (
              <LinePromotionInfo line={line} />
            ) : (
              <div style={{ fontSize: 12, color: palette.brand }}>
                {line.invalid_reason || t('page.invalidReason')}
              </div>
            )}
          </div>
        </div>
      }
      price={
        <>
          <div style={{ fontWeight: 600, color: line.valid ? palette.text : palette.textMuted }}>
            <Price value={prices.price} original={prices.original} />
          </div>
          {line.is_member_discount === 1 && (
            <div style={{ fontSize: 12, color: palette.gold }}>{t('page.memberPrice')}</div>
          )}
        </>
      }
    />
  );
}
