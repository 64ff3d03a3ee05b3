import { evaluateAgainEndpoint, type EvaluateAgainBody } from '@shop/contracts/aftersale';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '../lib/order-keys';

/** Follows up (追评) an evaluated order (`/api/goodsevaluate/again`). */
export const addEvaluateAgain = (body: EvaluateAgainBody) => apiCall(evaluateAgainEndpoint, body);

/** The form shows a refusal beside the button; the order queries refresh after a success. */
export function useAddEvaluateAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEvaluateAgain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
