import { type SeckillGoodsPageBody, seckillGoodsPageEndpoint } from '@shop/contracts/promotion';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** `/seckill/api/seckillgoods/page`: the goods of one slot today. */
export const getSeckillGoodsPage = (body: SeckillGoodsPageBody) =>
  apiCall(seckillGoodsPageEndpoint, body);

export const seckillGoodsPageQueryOptions = (body: SeckillGoodsPageBody, isMember: boolean) =>
  queryOptions({
    // The member flag is part of the key: a visitor's cached goods have no prices.
    queryKey: ['promotion', 'seckill', 'goods', body, isMember],
    queryFn: () => getSeckillGoodsPage(body),
    staleTime: 15_000,
  });

export const useSeckillGoodsPage = (
  body: SeckillGoodsPageBody,
  isMember: boolean,
  enabled: boolean,
) =>
  useQuery({
    ...seckillGoodsPageQueryOptions(body, isMember),
    enabled,
    placeholderData: keepPreviousData,
  });
