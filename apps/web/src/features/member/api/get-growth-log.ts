import { type GrowthLogPageBody, growthLogPageEndpoint } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LEVEL_KEY } from './level-keys';

/** `/api/membergrowth/page`: the growth ledger, newest first. */
export const getGrowthLog = (body: GrowthLogPageBody) => apiCall(growthLogPageEndpoint, body);

export const growthLogQueryOptions = (body: GrowthLogPageBody) =>
  queryOptions({ queryKey: [...LEVEL_KEY, 'growth', body], queryFn: () => getGrowthLog(body) });

export const useGrowthLog = (body: GrowthLogPageBody) =>
  useQuery({ ...growthLogQueryOptions(body), placeholderData: keepPreviousData });
