import { type SalesmanStockoutBody, salesmanStockoutEndpoint } from '@shop/contracts/staff';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** `/staff/api/salesman/stockoutLog` (member token): the team's stock-out registrations. */
export const getSalesmanStockout = (body: SalesmanStockoutBody) =>
  apiCall(salesmanStockoutEndpoint, body);

export const salesmanStockoutQueryOptions = (body: SalesmanStockoutBody) =>
  queryOptions({
    queryKey: ['member', 'salesman', 'stockout', body],
    queryFn: () => getSalesmanStockout(body),
  });

export const useSalesmanStockout = (body: SalesmanStockoutBody) =>
  useQuery({ ...salesmanStockoutQueryOptions(body), placeholderData: keepPreviousData });
