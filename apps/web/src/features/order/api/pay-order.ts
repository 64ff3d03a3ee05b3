import { type PayBody, payEndpoint } from '@shop/contracts/order';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * `/api/pay/pay`: balance (pay password when set), credit, or offline with the voucher. The server
 * charges a payment at most once; the page also sends one request at a time.
 */
export const payOrder = (body: PayBody) => apiCall(payEndpoint, body);

/** Pays; every order query (lists, detail, this payment) reloads afterwards. */
export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOrder,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['order'] }),
  });
}
