import { type TopicDetailBody, topicDetailEndpoint } from '@shop/contracts/promotion';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** `/topic/api/topic/detail`: a topic and one page of its goods. */
export const getTopicDetail = (body: TopicDetailBody) => apiCall(topicDetailEndpoint, body);

export const topicDetailQueryOptions = (body: TopicDetailBody, isMember: boolean) =>
  queryOptions({
    queryKey: ['promotion', 'topic', 'detail', body, isMember],
    queryFn: () => getTopicDetail(body),
    staleTime: 30_000,
  });

export const useTopicDetail = (body: TopicDetailBody, isMember: boolean) =>
  useQuery({ ...topicDetailQueryOptions(body, isMember), placeholderData: keepPreviousData });
