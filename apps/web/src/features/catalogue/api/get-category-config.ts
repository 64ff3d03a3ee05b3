import { CategoryConfigSchema } from '@shop/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { toastOnError } from '@/lib/toast-on-error';

export const getCategoryConfig = () =>
  apiPost('/api/config/categoryconfig', {}, CategoryConfigSchema);

export const categoryConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'category-config'],
    queryFn: toastOnError(getCategoryConfig),
    staleTime: 30 * 60_000,
  });

export const useCategoryConfig = () => useQuery(categoryConfigQueryOptions()).data;
