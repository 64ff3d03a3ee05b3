import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';

/**
 * An app's query cache: answers are fresh for `staleTime` ms, not refetched on window focus, and
 * retried only after a network failure: a refusal (a token error above all) will not change on
 * retry, and retrying it multiplied the calls of an ended session (issue 25).
 */
export const createQueryClient = ({ staleTime }: { staleTime: number }): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime,
        refetchOnWindowFocus: false,
        retry: (count, error) => error instanceof ApiError && error.network && count < 2,
      },
    },
  });
