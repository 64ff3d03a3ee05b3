import { type SalesmanTeamBody, salesmanTeamEndpoint } from '@shop/contracts/staff';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** `/staff/api/salesman/myTeamList` (member token): the members the salesman serves. */
export const getSalesmanTeam = (body: SalesmanTeamBody) => apiCall(salesmanTeamEndpoint, body);

export const salesmanTeamQueryOptions = (body: SalesmanTeamBody) =>
  queryOptions({
    queryKey: ['member', 'salesman', 'team', body],
    queryFn: () => getSalesmanTeam(body),
  });

export const useSalesmanTeam = (body: SalesmanTeamBody) =>
  useQuery({ ...salesmanTeamQueryOptions(body), placeholderData: keepPreviousData });
