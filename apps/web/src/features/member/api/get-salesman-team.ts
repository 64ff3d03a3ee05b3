import { type SalesmanTeamBody, salesmanTeamEndpoint } from '@shop/contracts/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** `/staff/api/salesman/myTeamList` (member token): the members the salesman serves. */
export const getSalesmanTeam = (body: SalesmanTeamBody) => apiCall(salesmanTeamEndpoint, body);

export const salesmanTeamQueryOptions = (body: SalesmanTeamBody) =>
  queryOptions({
    queryKey: ['member', 'salesman', 'team', body],
    queryFn: () => getSalesmanTeam(body),
  });

export const useSalesmanTeam = (body: SalesmanTeamBody) =>
  useQuery({ ...salesmanTeamQueryOptions(body), placeholderData: keepPreviousData });
