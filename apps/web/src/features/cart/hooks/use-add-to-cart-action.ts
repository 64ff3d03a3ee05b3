import { ApiError } from '@shop/web-kit/api';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useAddToCart } from '../api/add-to-cart';

/**
 * "加入购物车" for a page that has a SKU (or its near-expiry stock, ADR 0029) or a bundle: adds
 * it, says "已加入购物车", and shows a refusal (stock, limits, sale control) as a warning with the
 * server's message (spec §8).
 * Resolves true when added.
 */
export function useAddToCartAction() {
  const { t } = useTranslation('cart');
  const add = useAddToCart();
  return async (target: { sku_id: number; near_expiry?: 1 } | { bl_id: number }, num: number) => {
    try {
      await add.mutateAsync({ ...target, num });
      toast.success(t('add.success'), 'cart-add');
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof ApiError && !error.network) toast.warning(message, 'cart-add');
      else toast.error(message, 'cart-add');
      return false;
    }
  };
}
