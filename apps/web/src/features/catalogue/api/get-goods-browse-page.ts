import { goodsBrowsePageEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { toastOnError } from '@/lib/toast-on-error';
import { goodsBrowseKeys } from './goods-browse-keys';

/** One page of the member's footprints, newest first. */
export const getGoodsBrowsePage = (page: number, pageSize: number) =>
  apiCall(goodsBrowsePageEndpoint, { page, page_size: pageSize });

const loadPage = toastOnError(getGoodsBrowsePage);

/** Footprints page after page ("load more"); always fresh when the page opens. */
export const goodsBrowsePagesQueryOptions = (pageSize: number) =>
  infiniteQueryOptions({
    queryKey: goodsBrowseKeys.pages(pageSize),
    queryFn: ({ pageParam }) => loadPage(pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) =>
      lastPage < last.page_count ? lastPage + 1 : undefined,
    staleTime: 0,
  });

export const useGoodsBrowsePages = (pageSize: number) =>
  useInfiniteQuery(goodsBrowsePagesQueryOptions(pageSize));
