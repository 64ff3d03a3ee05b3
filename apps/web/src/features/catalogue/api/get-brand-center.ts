import { type BrandCenterBody, brandCenterEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** `/api/goodsbrand/centerPage`: one page of the brand centre. */
export const getBrandCenter = (body: BrandCenterBody) => apiCall(brandCenterEndpoint, body);

export const brandCenterQueryOptions = (body: BrandCenterBody) =>
  queryOptions({
    queryKey: ['catalogue', 'brand-center', body],
    queryFn: () => getBrandCenter(body),
    staleTime: 5 * 60_000,
  });

export const useBrandCenter = (body: BrandCenterBody) =>
  useQuery({ ...brandCenterQueryOptions(body), placeholderData: keepPreviousData });
