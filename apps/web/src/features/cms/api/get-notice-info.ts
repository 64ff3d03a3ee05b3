import { noticeInfoEndpoint } from '@shop/contracts/cms';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getNoticeInfo = (id: number) => apiCall(noticeInfoEndpoint, { id });

export const noticeInfoQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['cms', 'noticeInfo', id], queryFn: () => getNoticeInfo(id) });

/** One notice with its neighbours in the list. */
export const useNoticeInfo = (id: number) => useQuery(noticeInfoQueryOptions(id));
