import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Staff act on what they see: figures and lists are re-read when a page is shown again.
      staleTime: 10_000,
      refetchOnWindowFocus: false,
      // A refusal from the server will not change on retry; a network failure may.
      retry: (count, error) => error instanceof ApiError && error.network && count < 2,
    },
  },
});
