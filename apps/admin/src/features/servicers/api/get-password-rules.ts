import { registerConfigEndpoint } from '@shop/contracts/auth';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The shop's password rules (`/api/register/config`), which the server applies to staff
 * passwords as to members'. Optional: without them the form checks only the length bounds and
 * the server's refusal names what is missing.
 */
export const usePasswordRules = () =>
  useQuery(
    queryOptions({
      queryKey: [registerConfigEndpoint.path, 'password'] as const,
      queryFn: async ({ signal }) =>
        (await apiCall(registerConfigEndpoint, {}, { signal })).password,
      staleTime: 5 * 60_000,
      retry: false,
    }),
  );
