import { type ActivityBody, activityEndpoint } from '@shop/contracts/promotion';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

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
