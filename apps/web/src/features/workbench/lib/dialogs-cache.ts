import type { ChatDialogs, ChatMessage } from '@shop/contracts/chat';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { mergeMessages } from '@/features/chat/lib/merge-messages';
import { workbenchDialogsQueryOptions } from '../api/get-workbench-dialogs';

/**
 * Adds a message (sent, or received on the socket) to the cached history of its buyer, if that
 * history is loaded: it joins the newest page, deduplicated by id. An unloaded history is left
 * alone; it loads fresh when opened.
 */
export function addMessageToDialogs(queryClient: QueryClient, message: ChatMessage): void {
  const { queryKey } = workbenchDialogsQueryOptions(message.member_id);
  queryClient.setQueryData<InfiniteData<ChatDialogs, unknown>>(queryKey, (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    const list = mergeMessages(first.list, [message]);
    return list === first.list ? data : { ...data, pages: [{ ...first, list }, ...rest] };
  });
}

/** Every loaded page of a history as one list, oldest first, one entry per id. */
export const flattenDialogs = (
  data: InfiniteData<ChatDialogs, unknown> | undefined,
): ChatMessage[] =>
  mergeMessages(
    [],
    (data?.pages ?? []).flatMap((page) => page.list),
  );
