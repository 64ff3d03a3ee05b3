import type { QuantityBounds } from '@shop/contracts/pricing';
import { Checkbox } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { Price } from '@/components/price';
import { isPositive } from '../lib/line-promotion';
import { CART_GRID } from './cart-grid';
import { CartQuantityInput } from './cart-quantity-input';
import { DeleteLineButton } from './delete-line-button';

type CartRowProps = {
  testId: string;
  cartId: number;
  name: string;
  valid: boolean;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  /** The goods cell and the unit price cell, which differ between SKU and bundle lines. */
  goods: ReactNode;
  price: ReactNode;
  num: number;
  bounds: QuantityBounds;
  unit: string;
  stock: number;
  /** Under the quantity: what stock allows. */
  stockHint: string;
  subtotal: string;
  promotionMoney: string;
  /** Vertical offset of the checkbox and the right-hand cells, to line up with the goods cell. */
  checkTop: number;
  cellTop: number;
};

/**
 * A row of the cart table: check, goods, price, quantity, subtotal (with the money saved) and
 * delete. An invalid line is greyed and cannot be checked or changed.
 */
export function CartRow(props: CartRowProps) {
  const { t } = useTranslation('cart');
  const { valid, checked } = props;
  return (
    <div
      data-testid={props.testId}
      style={{
        ...CART_GRID,
        padding: '16px 0',
        borderTop: `1px solid ${palette.dividerLight}`,
        background: valid ? (checked ? palette.warmWash : palette.white) : palette.fillLight,
        color: valid ? palette.text : palette.textMuted,
      }}
    >
      <div style={{ paddingLeft: 16, paddingTop: props.checkTop }}>
        <Checkbox
          aria-label={t('page.selectLine', { name: props.name })}
          data-shop-label
          checked={valid && checked}
          disabled={!valid}
          onChange={(event) => props.onCheck(event.target.checked)}
        />
      </div>
      {props.goods}
      <div style={{ paddingTop: props.cellTop }}>{props.price}</div>
      <div>
        <CartQuantityInput
          cartId={props.cartId}
          num={props.num}
          bounds={props.bounds}
          label={t('page.quantityLabel', { name: props.name })}
          unit={props.unit}
          stock={props.stock}
          disabled={!valid}
        />
        {valid && (
          <div style={{ fontSize: 12, color: palette.textMuted, marginTop: 4 }}>
            {props.stockHint}
          </div>
        )}
      </div>
      <div style={{ paddingTop: props.cellTop }}>
        <div style={{ fontWeight: 700, color: valid ? palette.brand : palette.textMuted }}>
          <Price value={props.subtotal} />
        </div>
        {valid && isPositive(props.promotionMoney) && (
          <div style={{ fontSize: 12, color: palette.brand }}>
            {t('page.saved', { money: props.promotionMoney })}
          </div>
        )}
      </div>
      <div style={{ paddingTop: props.cellTop }}>
        <DeleteLineButton cartId={props.cartId} name={props.name} />
      </div>
    </div>
  );
}
