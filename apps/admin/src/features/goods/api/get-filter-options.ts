import { labelListEndpoint } from '@shop/contracts/auth';
import { consoleBrandListEndpoint } from '@shop/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@shop/web-kit/api';

type Option = { value: string; label: string };

/** The buyer types (member labels) sale control names, from `/api/register/labellist`. */
export const useBuyerTypeOptions = () =>
  useQuery(
    queryOptions({
      queryKey: [labelListEndpoint.path, 'options'] as const,
      queryFn: async ({ signal }): Promise<Option[]> =>
        (await apiCall(labelListEndpoint, {}, { signal })).map((l) => ({
          value: String(l.label_id),
          label: l.label_name,
        })),
      staleTime: 10 * 60_000,
    }),
  );

/** Brands whose name holds `keyword` (the first 100), for the brand filter's search. */
export const useBrandOptions = (keyword: string) =>
  useQuery(
    queryOptions({
      queryKey: [consoleBrandListEndpoint.path, 'options', keyword] as const,
      queryFn: async ({ signal }): Promise<Option[]> =>
        (
          await apiCall(
            consoleBrandListEndpoint,
            { page: 1, page_size: 100, ...(keyword ? { keyword } : {}) },
            { signal },
          )
        ).list.map((b) => ({ value: String(b.brand_id), label: b.brand_name })),
      staleTime: 60_000,
    }),
  );
