import { type OrderCalculateBody, orderCalculateEndpoint } from '@shop/contracts/order';
import { apiCall } from '@shop/web-kit/api';
import { useMutation } from '@tanstack/react-query';

/** `/api/ordercreate/calculate`: the confirmation priced again with the buyer's choices. */
export const calculateOrder = (body: OrderCalculateBody) => apiCall(orderCalculateEndpoint, body);

/** A recalculation per change (address, delivery type, coupon); the caller keeps the newest. */
export const useCalculateOrder = () => useMutation({ mutationFn: calculateOrder });
