import { OrderConfirmSchema, type OrderCalculateBody } from '@shop/contracts/order';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** `/api/ordercreate/calculate`: the confirmation priced again with the buyer's choices. */
export const calculateOrder = (body: OrderCalculateBody) =>
  apiPost('/api/ordercreate/calculate', body, OrderConfirmSchema);

/** A recalculation per change (address, delivery type, coupon); the caller keeps the newest. */
export const useCalculateOrder = () => useMutation({ mutationFn: calculateOrder });
