import { workbenchSessionsEndpoint, type WorkbenchSessionState } from '@shop/contracts/chat';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffPost } from '../lib/staff-post';

/** How many conversations a tab lists (newest first). */
export const WORKBENCH_SESSION_PAGE_SIZE = 50;

export const getWorkbenchSessions = (state: WorkbenchSessionState) =>
  staffPost(workbenchSessionsEndpoint, { state, page: 1, page_size: WORKBENCH_SESSION_PAGE_SIZE });

/** Every session list (all tabs): what a live event invalidates. */
export const workbenchSessionsKey = ['workbench', 'sessions'] as const;

export const workbenchSessionsQueryOptions = (state: WorkbenchSessionState) =>
  queryOptions({
    queryKey: [...workbenchSessionsKey, state],
    queryFn: () => getWorkbenchSessions(state),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });

/** The conversations of one tab, with the counts of all three tabs. */
export const useWorkbenchSessions = (state: WorkbenchSessionState) =>
  useQuery(workbenchSessionsQueryOptions(state));
