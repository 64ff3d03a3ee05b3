import { categoryTreeEndpoint } from '@shop/contracts/catalogue';
import { CATEGORY_TREE_LEVEL, CATEGORY_TREE_TEMPLATE } from '@shop/contracts/constants';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toastOnError } from '@/lib/toast-on-error';

/** spec §9: the header asks for tree depth 3, template 2. */
export const getCategoryTree = () =>
  apiCall(categoryTreeEndpoint, { level: CATEGORY_TREE_LEVEL, template: CATEGORY_TREE_TEMPLATE });

export const categoryTreeQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'category-tree', CATEGORY_TREE_LEVEL, CATEGORY_TREE_TEMPLATE],
    queryFn: toastOnError(getCategoryTree),
    staleTime: 10 * 60_000,
  });

export const useCategoryTree = () => useQuery(categoryTreeQueryOptions());
