import { type PointLogPageBody, pointLogPageEndpoint } from '@shop/contracts/point';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { POINT_KEY } from './point-keys';

/** `/api/memberaccount/pointpage`: the member's points and their ledger. */
export const getPointLog = (body: PointLogPageBody) => apiCall(pointLogPageEndpoint, body);

export const pointLogQueryOptions = (body: PointLogPageBody) =>
  queryOptions({
    queryKey: [...POINT_KEY, 'log', body],
    queryFn: () => getPointLog(body),
  });

export const usePointLog = (body: PointLogPageBody) =>
  useQuery({ ...pointLogQueryOptions(body), placeholderData: keepPreviousData });
