import { type OutOfStockAddBody, outOfStockAddEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OUT_OF_STOCK_KEY } from './get-out-of-stock-page';

/** `/api/outofstock/add`: registers demand (visitor or member; the member comes from the token). */
export const addOutOfStock = (body: OutOfStockAddBody) => apiCall(outOfStockAddEndpoint, body);

/** Registers demand; the member's registration list reloads afterwards. */
export function useAddOutOfStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOutOfStock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OUT_OF_STOCK_KEY }),
  });
}
