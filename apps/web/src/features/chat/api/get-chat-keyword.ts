import { chatKeywordEndpoint } from '@shop/contracts/chat';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';

/** `/servicer/api/chat/keyword`: the automatic replies offered while no servicer is online. */
export const getChatKeyword = (siteId: number) => apiCall(chatKeywordEndpoint, { site_id: siteId });

export const chatKeywordQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: chatKeys.keyword(siteId),
    queryFn: () => getChatKeyword(siteId),
    staleTime: 5 * 60_000,
  });

export const useChatKeyword = (siteId: number, enabled: boolean) =>
  useQuery({ ...chatKeywordQueryOptions(siteId), enabled: enabled && siteId > 0 });
