import { type ActivityBody, activityEndpoint } from '@shop/contracts/promotion';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** `/api/promotion/activity`: the promotions running now with their first goods. */
export const getActivity = (body: ActivityBody) => apiCall(activityEndpoint, body);

export const activityQueryOptions = (body: ActivityBody, isMember: boolean) =>
  queryOptions({
    // The member flag is part of the key: a visitor's cached cards have no prices.
    queryKey: ['promotion', 'activity', body, isMember],
    queryFn: () => getActivity(body),
    staleTime: 30_000,
  });

export const useActivity = (body: ActivityBody, isMember: boolean) =>
  useQuery({ ...activityQueryOptions(body, isMember), placeholderData: keepPreviousData });
