import { seckillTimesEndpoint } from '@shop/contracts/promotion';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `/seckill/api/seckill/lists`: today's seckill slots and where each stands. */
export const getSeckillTimes = () => apiCall(seckillTimesEndpoint, {});

export const seckillTimesQueryOptions = () =>
  queryOptions({
    queryKey: ['promotion', 'seckill', 'times'],
    queryFn: getSeckillTimes,
    staleTime: 60_000,
  });

export const useSeckillTimes = () => useQuery(seckillTimesQueryOptions());
