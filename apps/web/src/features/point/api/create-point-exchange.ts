import { type PointCreateBody, pointCreateEndpoint } from '@shop/contracts/point';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POINT_KEY } from './point-keys';

/**
 * `/pointexchange/api/ordercreate/create`: points taken and the order written (or the coupons
 * granted) in one go. The same idempotency key answers the first result.
 */
export const createPointExchange = (body: PointCreateBody) => apiCall(pointCreateEndpoint, body);

export function useCreatePointExchange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPointExchange,
    onSettled: () => client.invalidateQueries({ queryKey: POINT_KEY }),
  });
}
