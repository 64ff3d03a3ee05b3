import { areaListEndpoint } from '@shop/contracts/member';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const getAreaChildren = (pid: number) => apiCall(areaListEndpoint, { pid });

/** The regions under `pid` (0 = provinces); regions rarely change, so they are kept long. */
export const areaChildrenQueryOptions = (pid: number) =>
  queryOptions({
    queryKey: ['member', 'area', pid],
    queryFn: () => getAreaChildren(pid),
    staleTime: 60 * 60_000,
  });

export const useAreaChildren = (pid: number) => useQuery(areaChildrenQueryOptions(pid));
