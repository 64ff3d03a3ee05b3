import {
  auditListsEndpoint,
  consoleSalesmanEditEndpoint,
  consoleSalesmanListEndpoint,
} from '@shop/contracts/staff';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useConsoleWrite } from '@/lib/console-write';

/** `/staff/api/salesman/lists` (issue 16): the salesmen with their phone and linked login. */
export const salesmenQueryOptions = () =>
  queryOptions({
    queryKey: [consoleSalesmanListEndpoint.path] as const,
    queryFn: ({ signal }) => apiCall(consoleSalesmanListEndpoint, {}, { signal }),
  });

export const useSalesmen = () => useQuery(salesmenQueryOptions());

/** `/staff/api/salesman/edit`: refreshes the list and the audit log. */
export const useEditSalesman = () =>
  useConsoleWrite(consoleSalesmanEditEndpoint, [
    consoleSalesmanListEndpoint.path,
    auditListsEndpoint.path,
  ]);
