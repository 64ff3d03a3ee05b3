import { addressInfoEndpoint } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADDRESS_KEY } from './get-address-page';

/** `/api/memberaddress/info` (login required): one of the member's addresses; another's id fails. */
export const getAddressInfo = (id: number) => apiCall(addressInfoEndpoint, { id });

export const addressInfoQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...ADDRESS_KEY, 'info', id], queryFn: () => getAddressInfo(id) });

/** Disabled while `id` is null (a new address). */
export const useAddressInfo = (id: number | null) =>
  useQuery({ ...addressInfoQueryOptions(id ?? 0), enabled: id !== null });
