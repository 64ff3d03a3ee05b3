import { topicGoodsDetailEndpoint } from '@shop/contracts/promotion';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `/topic/api/topicgoods/detail`: one topic goods with its topic. */
export const getTopicGoodsDetail = (id: number) => apiCall(topicGoodsDetailEndpoint, { id });

export const topicGoodsDetailQueryOptions = (id: number, isMember: boolean) =>
  queryOptions({
    queryKey: ['promotion', 'topic', 'goods', id, isMember],
    queryFn: () => getTopicGoodsDetail(id),
    staleTime: 10_000,
  });

export const useTopicGoodsDetail = (id: number, isMember: boolean) =>
  useQuery(topicGoodsDetailQueryOptions(id, isMember));
