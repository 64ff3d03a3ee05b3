import { ADDRESS_MAX, addressPageEndpoint } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query of the member's addresses starts with this key: invalidate it after a change. */
export const ADDRESS_KEY = ['member', 'address'] as const;

/** `/api/memberaddress/page` (login required): all the member's addresses (at most ADDRESS_MAX). */
export const getAddressPage = () =>
  apiCall(addressPageEndpoint, { page: 1, page_size: ADDRESS_MAX });

export const addressPageQueryOptions = () =>
  queryOptions({ queryKey: [...ADDRESS_KEY, 'page'], queryFn: getAddressPage });

export const useAddressPage = () => useQuery(addressPageQueryOptions());
