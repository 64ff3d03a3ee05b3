import type { ChatMessage } from '@shop/contracts/chat';
import { useCallback, useEffect, useState } from 'react';
import { toastOnError } from '@/lib/toast-on-error';
import { getChatDialogs } from '../api/get-chat-dialogs';
import { mergeMessages } from './merge-messages';

// A failed page shows the server's message as a toast.
const loadPage = toastOnError(getChatDialogs);

export interface ChatHistory {
  messages: ChatMessage[];
  /** The first page is loading. */
  loading: boolean;
  loadingMore: boolean;
  /** Older pages remain (查看更多消息). */
  hasMore: boolean;
  /** Every page is loaded (没有聊天记录了). */
  noMore: boolean;
  loadMore: () => void;
  /** Merges live messages (socket events, `say` answers) of the shown shop into the list. */
  add: (messages: readonly ChatMessage[]) => void;
}

interface HistoryState {
  siteId: number;
  messages: ChatMessage[];
  /** Pages loaded so far and the page count of the last answer. */
  loaded: number;
  count: number;
  loading: boolean;
  loadingMore: boolean;
}

const fresh = (siteId: number): HistoryState => ({
  siteId,
  messages: [],
  loaded: 0,
  count: 0,
  loading: siteId > 0,
  loadingMore: false,
});

/**
 * The conversation with one shop: page 1 (newest) of `dialogs` when the shop changes, older
 * pages on request, live messages merged by id. Answers for a shop no longer shown are dropped.
 */
export function useChatHistory(siteId: number): ChatHistory {
  const [state, setState] = useState(() => fresh(siteId));
  // Another shop: start over (state adjusted while rendering, before the effect loads it).
  if (state.siteId !== siteId) setState(fresh(siteId));

  useEffect(() => {
    if (siteId <= 0) return;
    let current = true;
    loadPage({ site_id: siteId, page: 1 })
      .then((page) => {
        if (!current) return;
        setState((s) =>
          s.siteId !== siteId
            ? s
            : {
                ...s,
                messages: mergeMessages(s.messages, page.list),
                loaded: 1,
                count: page.page_count,
              },
        );
      })
      .catch(() => undefined)
      .finally(() => {
        if (current) setState((s) => (s.siteId === siteId ? { ...s, loading: false } : s));
      });
    return () => {
      current = false;
    };
  }, [siteId]);

  const { loaded, count, loadingMore } = state;
  const loadMore = useCallback(() => {
    if (loadingMore || loaded >= count) return;
    const next = loaded + 1;
    setState((s) => ({ ...s, loadingMore: true }));
    loadPage({ site_id: siteId, page: next })
      .then((page) =>
        setState((s) =>
          s.siteId !== siteId
            ? s
            : {
                ...s,
                messages: mergeMessages(s.messages, page.list),
                loaded: Math.max(s.loaded, next),
                count: page.page_count,
              },
        ),
      )
      .catch(() => undefined)
      .finally(() => setState((s) => (s.siteId === siteId ? { ...s, loadingMore: false } : s)));
  }, [loadingMore, loaded, count, siteId]);

  const add = useCallback((incoming: readonly ChatMessage[]) => {
    setState((s) => {
      const mine = incoming.filter((message) => message.site_id === s.siteId);
      const messages = mergeMessages(s.messages, mine);
      return messages === s.messages ? s : { ...s, messages };
    });
  }, []);

  return {
    messages: state.messages,
    loading: state.loading,
    loadingMore,
    hasMore: loaded > 0 && loaded < count,
    noMore: loaded > 0 && loaded >= count,
    loadMore,
    add,
  };
}
