import { orderPackageEndpoint } from '@shop/contracts/order';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from '../lib/order-keys';

/** The packages of one of the member's orders (spec §7 `/api/order/package`). */
export const getOrderPackages = (orderId: number) =>
  apiCall(orderPackageEndpoint, { order_id: orderId });

export const orderPackagesQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.packages(orderId),
    queryFn: () => getOrderPackages(orderId),
    staleTime: 0,
  });

/** `orderId` undefined (a bad or missing id in the URL) makes no call. */
export const useOrderPackages = (orderId: number | undefined) =>
  useQuery({ ...orderPackagesQueryOptions(orderId ?? 0), enabled: orderId !== undefined });
