import { categoryConfigEndpoint } from '@shop/contracts/site';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toastOnError } from '@/lib/toast-on-error';

export const getCategoryConfig = () => apiCall(categoryConfigEndpoint, {});

export const categoryConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'category-config'],
    queryFn: toastOnError(getCategoryConfig),
    staleTime: 30 * 60_000,
  });

export const useCategoryConfig = () => useQuery(categoryConfigQueryOptions()).data;
