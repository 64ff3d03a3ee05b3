import { orderReBuyEndpoint, type ReBuy } from '@shop/contracts/order';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { toastOnError } from '@/lib/toast-on-error';
import { CART_QUERY_KEY } from '../lib/order-keys';

/** Puts an order's goods back in the cart; answers how many lines were added and skipped. */
export const rebuyOrder = (orderId: number): Promise<ReBuy> =>
  apiCall(orderReBuyEndpoint, { order_id: orderId });

/** The toast after 再次购买: how many went in, and how many could not (off sale, no stock). */
export function rebuyMessage({ added, skipped }: { added: number; skipped: number }): string {
  const parts = [i18n.t('order:messages.rebuyAdded', { count: added })];
  if (skipped > 0) parts.push(i18n.t('order:messages.rebuySkipped', { count: skipped }));
  return parts.join(i18n.t('order:messages.separator'));
}

/** 再次购买: toasts the outcome and refreshes the cart's queries; the caller goes to /cart. */
export function useRebuyOrder() {
  const queryClient = useQueryClient();
  return useMutation<ReBuy, Error, number>({
    mutationFn: toastOnError(rebuyOrder),
    onSuccess: async (result) => {
      (result.added > 0 ? toast.success : toast.warning)(rebuyMessage(result));
      await queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    },
  });
}
