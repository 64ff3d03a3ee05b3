import { noticePageEndpoint } from '@shop/contracts/cms';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type NoticePageParams = { page: number; pageSize: number };

export const getNoticePage = ({ page, pageSize }: NoticePageParams) =>
  apiCall(noticePageEndpoint, { page, page_size: pageSize });

export const noticePageQueryOptions = (params: NoticePageParams) =>
  queryOptions({
    queryKey: ['cms', 'noticePage', params],
    queryFn: () => getNoticePage(params),
    placeholderData: keepPreviousData,
  });

/** One page of notices, pinned ones first. */
export const useNoticePage = (params: NoticePageParams) => useQuery(noticePageQueryOptions(params));
