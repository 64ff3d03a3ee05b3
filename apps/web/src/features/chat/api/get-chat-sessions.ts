import { chatSessionsEndpoint } from '@shop/contracts/chat';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';

/** `/servicer/api/chat/sessions`: the member's shop sessions, newest first. */
export const getChatSessions = () => apiCall(chatSessionsEndpoint, {}).then((data) => data.list);

export const chatSessionsQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.sessions(), queryFn: getChatSessions, staleTime: 0 });

export const useChatSessions = (enabled: boolean) =>
  useQuery({ ...chatSessionsQueryOptions(), enabled });
