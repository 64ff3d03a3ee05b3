import { createQueryClient } from '@shop/web-kit/query-client';

// Staff act on what they see: figures and lists are re-read when a page is shown again.
export const queryClient = createQueryClient({ staleTime: 10_000 });
