import { type GroupbuyPageBody, groupbuyPageEndpoint } from '@shop/contracts/promotion';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** `/groupbuy/api/goods/page`: the group-buy zone, running group buys first. */
export const getGroupbuyPage = (body: GroupbuyPageBody) => apiCall(groupbuyPageEndpoint, body);

export const groupbuyPageQueryOptions = (body: GroupbuyPageBody, isMember: boolean) =>
  queryOptions({
    // The member flag is part of the key: a visitor's cached answer has no prices.
    queryKey: ['promotion', 'groupbuy', 'page', body, isMember],
    queryFn: () => getGroupbuyPage(body),
    staleTime: 30_000,
  });

export const useGroupbuyPage = (body: GroupbuyPageBody, isMember: boolean) =>
  useQuery({ ...groupbuyPageQueryOptions(body, isMember), placeholderData: keepPreviousData });
