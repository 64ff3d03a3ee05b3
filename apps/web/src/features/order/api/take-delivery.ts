import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderTakeDeliveryEndpoint } from '@shop/contracts/order';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { toastOnError } from '@/lib/toast-on-error';
import { orderKeys } from '../lib/order-keys';

/** Confirms receipt of a shipped order. */
export const takeDelivery = (orderId: number) =>
  apiCall(orderTakeDeliveryEndpoint, { order_id: orderId });

/** 确认收货: toasts 已确认收货 and refreshes the order queries. */
export function useTakeDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toastOnError(takeDelivery),
    onSuccess: async () => {
      toast.success(i18n.t('order:messages.received'));
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
