import { workbenchDialogsEndpoint } from '@shop/contracts/chat';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { staffPost } from '../lib/staff-post';

/** History loaded per click of 查看更多消息 on the workbench. */
export const WORKBENCH_DIALOG_LIMIT = 20;

export const getWorkbenchDialogs = (memberId: number, page: number) =>
  staffPost(workbenchDialogsEndpoint, { member_id: memberId, page, limit: WORKBENCH_DIALOG_LIMIT });

/**
 * One buyer's history, page 1 = newest; each further page is older. Pages shift when new
 * messages arrive meanwhile, which only makes them overlap (the list dedupes by id), never skip.
 */
export const workbenchDialogsQueryOptions = (memberId: number) =>
  infiniteQueryOptions({
    queryKey: ['workbench', 'dialogs', memberId],
    queryFn: ({ pageParam }) => getWorkbenchDialogs(memberId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length < last.page_count ? pages.length + 1 : undefined,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useWorkbenchDialogs = (memberId: number) =>
  useInfiniteQuery(workbenchDialogsQueryOptions(memberId));
