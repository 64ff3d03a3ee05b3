import { categoryTreeEndpoint, type CategoryNode } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type CategoryOption = { value: string; title: string; children?: CategoryOption[] };

const option = (node: CategoryNode): CategoryOption => ({
  value: String(node.category_id),
  title: node.category_name,
  ...(node.child_list.length > 0 ? { children: node.child_list.map(option) } : {}),
});

/** The goods categories as a tree of choices, from the storefront's `/api/goodscategory/tree`. */
export const useCategoryOptions = () =>
  useQuery(
    queryOptions({
      queryKey: [categoryTreeEndpoint.path, 'options'] as const,
      queryFn: async ({ signal }) =>
        (await apiCall(categoryTreeEndpoint, { level: 3 }, { signal })).map(option),
      staleTime: 10 * 60_000,
    }),
  );
