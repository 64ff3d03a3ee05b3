import { saleControlListEndpoint, type SaleControlListType } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type SaleControlListParams = { type: SaleControlListType; page: number; pageSize: number };

/** `salecontrol/api/salecontrol/saleControlList` (login required): one page of controlled goods. */
export const getSaleControlList = ({ type, page, pageSize }: SaleControlListParams) =>
  apiCall(saleControlListEndpoint, { type, page, page_size: pageSize });

export const saleControlListQueryOptions = (params: SaleControlListParams) =>
  queryOptions({
    queryKey: ['catalogue', 'sale-control-list', params],
    queryFn: () => getSaleControlList(params),
    staleTime: 60_000,
  });

/** Members only: a visitor's page never calls it (it shows a login prompt instead). */
export const useSaleControlList = (params: SaleControlListParams, enabled: boolean) =>
  useQuery({ ...saleControlListQueryOptions(params), enabled, placeholderData: keepPreviousData });
