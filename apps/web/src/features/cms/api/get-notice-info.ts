import { noticeInfoEndpoint } from '@shop/contracts/cms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const getNoticeInfo = (id: number) => apiCall(noticeInfoEndpoint, { id });

export const noticeInfoQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['cms', 'noticeInfo', id], queryFn: () => getNoticeInfo(id) });

/** One notice with its neighbours in the list. */
export const useNoticeInfo = (id: number) => useQuery(noticeInfoQueryOptions(id));
