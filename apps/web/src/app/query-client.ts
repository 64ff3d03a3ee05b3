import { createQueryClient } from '@shop/web-kit/query-client';

/** The storefront's cache: catalogue and shop answers stay fresh for a minute. */
export const queryClient = createQueryClient({ staleTime: 60_000 });
