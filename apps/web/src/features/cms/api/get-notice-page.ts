import { NoticePageSchema } from '@shop/contracts/cms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

export type NoticePageParams = { page: number; pageSize: number };

export const getNoticePage = ({ page, pageSize }: NoticePageParams) =>
  apiPost('/api/notice/page', { page, page_size: pageSize }, NoticePageSchema);

export const noticePageQueryOptions = (params: NoticePageParams) =>
  queryOptions({
    queryKey: ['cms', 'noticePage', params],
    queryFn: () => getNoticePage(params),
    placeholderData: keepPreviousData,
  });

/** One page of notices, pinned ones first. */
export const useNoticePage = (params: NoticePageParams) => useQuery(noticePageQueryOptions(params));
