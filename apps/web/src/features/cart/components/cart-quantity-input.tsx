import type { QuantityBounds } from '@shop/contracts/pricing';
import { ApiError } from '@shop/web-kit/api';
import { InputNumber } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { useQuantityNotice } from '@/lib/use-quantity-notice';
import { useEditCart } from '../api/edit-cart';
import { settleQuantity } from '../lib/cart-quantity';

/** Typing pauses this long before the quantity is sent. */
export const EDIT_DEBOUNCE_MS = 400;

type CartQuantityInputProps = {
  cartId: number;
  /** The server's quantity. */
  num: number;
  bounds: QuantityBounds;
  /** Names the line's goods, so the input is marked as labelled by shop data. */
  label: string;
  /** The line's unit and stock, for telling the buyer why a typed quantity changed. */
  unit: string;
  stock?: number;
  disabled?: boolean;
  size?: 'small' | 'middle';
};

/**
 * A cart line's quantity (spec §5): min, step and max from the line; empty or below 1 becomes 1;
 * a typed quantity outside them is changed and the buyer told why; edits are sent after a pause. A refusal shows the server's message as a warning (spec §8) and
 * the input goes back to the server's quantity.
 */
export function CartQuantityInput({
  cartId,
  num,
  bounds,
  label,
  unit,
  stock,
  disabled,
  size = 'middle',
}: CartQuantityInputProps) {
  const edit = useEditCart();
  const tellNotice = useQuantityNotice(unit, stock);
  const [value, setValue] = useState<number | null>(num);
  const [serverNum, setServerNum] = useState(num);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The last quantity sent and not yet answered: a blur right after the pause sends nothing new.
  const sent = useRef<number | null>(null);
  if (serverNum !== num) {
    setServerNum(num);
    setValue(num);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (raw: number | string | null) => {
    clearTimeout(timer.current);
    const next = settleQuantity(raw, bounds);
    tellNotice(raw, next, bounds);
    setValue(next);
    if (next === num || next === sent.current) return;
    sent.current = next;
    edit.mutate(
      { cart_id: cartId, num: next },
      {
        onSettled: () => {
          sent.current = null;
        },
        onError: (error) => {
          setValue(num);
          if (error instanceof ApiError && !error.network)
            toast.warning(error.message, 'cart-edit');
          else toast.error(error.message, 'cart-edit');
        },
      },
    );
  };

  return (
    <InputNumber
      aria-label={label}
      data-shop-label
      size={size}
      min={bounds.min}
      max={bounds.max}
      step={bounds.step}
      precision={0}
      value={value}
      disabled={disabled}
      onChange={(next) => {
        setValue(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(next), EDIT_DEBOUNCE_MS);
      }}
      onBlur={(event) => commit(event.target.value.replace(/,/g, ''))}
      onPressEnter={(event) => commit((event.target as HTMLInputElement).value)}
      style={{ width: size === 'small' ? 84 : 120 }}
    />
  );
}
