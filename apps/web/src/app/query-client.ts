import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // A refusal from the server will not change on retry; a network failure may.
      retry: (count, error) => error instanceof ApiError && error.network && count < 2,
    },
  },
});
