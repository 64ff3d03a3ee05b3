import { BrandCenterPageSchema, type BrandCenterBody } from '@shop/contracts/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** `/api/goodsbrand/centerPage`: one page of the brand centre. */
export const getBrandCenter = (body: BrandCenterBody) =>
  apiPost('/api/goodsbrand/centerPage', body, BrandCenterPageSchema);

export const brandCenterQueryOptions = (body: BrandCenterBody) =>
  queryOptions({
    queryKey: ['catalogue', 'brand-center', body],
    queryFn: () => getBrandCenter(body),
    staleTime: 5 * 60_000,
  });

export const useBrandCenter = (body: BrandCenterBody) =>
  useQuery({ ...brandCenterQueryOptions(body), placeholderData: keepPreviousData });
