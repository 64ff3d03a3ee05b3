import { NoticeInfoSchema } from '@shop/contracts/cms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

export const getNoticeInfo = (id: number) => apiPost('/api/notice/info', { id }, NoticeInfoSchema);

export const noticeInfoQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['cms', 'noticeInfo', id], queryFn: () => getNoticeInfo(id) });

/** One notice with its neighbours in the list. */
export const useNoticeInfo = (id: number) => useQuery(noticeInfoQueryOptions(id));
