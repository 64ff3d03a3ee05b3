import { evaluateAddEndpoint, type EvaluateAddBody } from '@shop/contracts/aftersale';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '../lib/order-keys';

/** Evaluates every line of a completed order (`/api/goodsevaluate/add`). */
export const addEvaluate = (body: EvaluateAddBody) => apiCall(evaluateAddEndpoint, body);

/** The form shows a refusal beside the button; the order queries refresh after a success. */
export function useAddEvaluate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEvaluate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
