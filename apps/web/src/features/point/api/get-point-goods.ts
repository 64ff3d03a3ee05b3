import { type PointGoodsPageBody, pointGoodsPageEndpoint } from '@shop/contracts/point';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { POINT_KEY } from './point-keys';

/** `/pointexchange/api/goods/page`: the items of the points mall and the member's points. */
export const getPointGoods = (body: PointGoodsPageBody) => apiCall(pointGoodsPageEndpoint, body);

export const pointGoodsQueryOptions = (body: PointGoodsPageBody, isMember: boolean) =>
  queryOptions({
    // The member flag is part of the key: a visitor's answer has no prices and no points.
    queryKey: [...POINT_KEY, 'goods', body, isMember],
    queryFn: () => getPointGoods(body),
    staleTime: 15_000,
  });

export const usePointGoods = (body: PointGoodsPageBody, isMember: boolean) =>
  useQuery({ ...pointGoodsQueryOptions(body, isMember), placeholderData: keepPreviousData });
