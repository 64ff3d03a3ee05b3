import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderCloseEndpoint } from '@shop/contracts/order';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { toastOnError } from '@/lib/toast-on-error';
import { orderKeys } from '../lib/order-keys';

/** Closes (cancels) an unpaid order; the server returns its stock. */
export const closeOrder = (orderId: number) => apiCall(orderCloseEndpoint, { order_id: orderId });

/** 取消订单: toasts 订单已取消 and refreshes the list, the tab counts and the detail. */
export function useCloseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toastOnError(closeOrder),
    onSuccess: async () => {
      toast.success(i18n.t('order:messages.closed'));
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
