import { type TopicPageBody, topicPageEndpoint } from '@shop/contracts/promotion';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** `/topic/api/topic/page`: topics running or upcoming (public). */
export const getTopicPage = (body: TopicPageBody) => apiCall(topicPageEndpoint, body);

export const topicPageQueryOptions = (body: TopicPageBody) =>
  queryOptions({
    queryKey: ['promotion', 'topic', 'page', body],
    queryFn: () => getTopicPage(body),
    staleTime: 30_000,
  });

export const useTopicPage = (body: TopicPageBody) =>
  useQuery({ ...topicPageQueryOptions(body), placeholderData: keepPreviousData });
