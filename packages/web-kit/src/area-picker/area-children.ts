import { areaListEndpoint } from '@shop/contracts/member';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../api/api-call';

/** The regions under `pid` (0 = provinces); regions rarely change, so they are kept long. */
export const areaChildrenQueryOptions = (pid: number) =>
  queryOptions({
    queryKey: [areaListEndpoint.path, pid],
    queryFn: ({ signal }) => apiCall(areaListEndpoint, { pid }, { signal }),
    staleTime: 60 * 60_000,
  });
