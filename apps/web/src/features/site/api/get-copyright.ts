import { CopyrightSchema } from '@shop/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

export const getCopyright = () => apiPost('/api/config/copyright', {}, CopyrightSchema);

export const copyrightQueryOptions = () =>
  queryOptions({ queryKey: ['site', 'copyright'], queryFn: getCopyright, staleTime: 10 * 60_000 });

export const useCopyright = () => useQuery(copyrightQueryOptions());
