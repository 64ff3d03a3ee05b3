import { setupInitEndpoint, setupStateEndpoint, type SetupInitBody } from '@shop/contracts/staff';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '@shop/web-kit/api';

/** Whether the shop still waits for its first administrator (ADR 0023); no session needed. */
export const setupStateQueryOptions = () =>
  queryOptions({
    queryKey: [setupStateEndpoint.path] as const,
    queryFn: ({ signal }) => apiCall(setupStateEndpoint, {}, { signal, sessionCheck: false }),
    staleTime: 60_000,
    retry: false,
  });
export const useSetupState = () => useQuery(setupStateQueryOptions());

/** `/staff/api/setup/init`: the own shop and the first administrator, once. */
export const useSetupInit = () =>
  useMutation({
    mutationFn: (body: SetupInitBody) => apiCall(setupInitEndpoint, body, { sessionCheck: false }),
  });
