import { storeListEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `/api/store/lists`: the open pickup stores of a shop (门店自提, issue 17). */
export const getPickupStores = (siteId: number) => apiCall(storeListEndpoint, { site_id: siteId });

export const pickupStoresQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: ['order', 'pickup-stores', siteId],
    queryFn: () => getPickupStores(siteId),
    staleTime: 60_000,
  });

/** The shop's stores, asked only when `enabled` (门店自提 chosen, or a virtual order shown). */
export const usePickupStores = (siteId: number, enabled = true) =>
  useQuery({ ...pickupStoresQueryOptions(siteId), enabled });
