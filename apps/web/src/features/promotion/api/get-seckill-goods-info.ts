import { seckillGoodsInfoEndpoint } from '@shop/contracts/promotion';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `/seckill/api/seckillgoods/info`: one seckill goods (id = its promotion goods id). */
export const getSeckillGoodsInfo = (id: number) => apiCall(seckillGoodsInfoEndpoint, { id });

export const seckillGoodsInfoQueryOptions = (id: number, isMember: boolean) =>
  queryOptions({
    queryKey: ['promotion', 'seckill', 'info', id, isMember],
    queryFn: () => getSeckillGoodsInfo(id),
    staleTime: 10_000,
  });

export const useSeckillGoodsInfo = (id: number, isMember: boolean) =>
  useQuery(seckillGoodsInfoQueryOptions(id, isMember));
