import type { ChatSayBody, ChatServerEvent, ChatShopSession } from '@shop/contracts/chat';
import { ApiError } from '@shop/web-kit/api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toastOnError } from '@/lib/toast-on-error';
import { bindChat } from '../api/bind-chat';
import { chatBye } from '../api/chat-bye';
import { chatKeys } from '../api/chat-keys';
import { useChatSessions } from '../api/get-chat-sessions';
import { useChatShop } from '../api/get-chat-shop';
import { useDefaultChatShop } from '../api/get-default-shop';
import { sayChat } from '../api/say-chat';
import { setChatRead } from '../api/set-chat-read';
import type { ChatSendInput } from '../components/chat-composer';
import { closeChat, type ChatOpenRequest } from './chat-launcher';
import { newClientMsgId } from './client-msg-id';
import { useChatHistory } from './use-chat-history';
import { isChatMessageEvent, useChatSocket } from '@/lib/use-chat-socket';

const bind = toastOnError(bindChat);
/** How long closing waits for the bye calls before the socket closes anyway. */
const BYE_WAIT_MS = 1500;

/** `say` once more with the same client_msg_id after a transport failure (stored once). */
async function sayOnce(body: ChatSayBody) {
  try {
    return await sayChat(body);
  } catch (error) {
    if (error instanceof ApiError && error.network) return sayChat(body);
    throw error;
  }
}

/**
 * Everything the buyer's chat dialog does: the shop sessions (plus the shop being opened), the
 * live socket, binding the shown shop (online status), reading, history, sending, and the bye
 * calls when it closes.
 */
export function useChatDialog(request: ChatOpenRequest | null) {
  const queryClient = useQueryClient();
  const sessionsQuery = useChatSessions(true);
  const sessions = sessionsQuery.data;
  const requested = request?.siteId ?? 0;
  const needDefault = requested === 0 && sessions !== undefined && sessions.length === 0;
  const defaultShop = useDefaultChatShop(needDefault).data ?? 0;
  const extraSite = requested || (needDefault ? defaultShop : 0);
  const missing =
    extraSite > 0 && sessions !== undefined && !sessions.some((s) => s.site_id === extraSite);
  const extraShop = useChatShop(extraSite, missing).data;

  const list = useMemo<ChatShopSession[]>(() => {
    const own = sessions ?? [];
    return missing && extraShop ? [extraShop, ...own] : own;
  }, [sessions, missing, extraShop]);

  const [picked, setPicked] = useState(0);
  const activeSiteId = picked || extraSite || sessions?.[0]?.site_id || 0;
  const active = list.find((s) => s.site_id === activeSiteId) ?? null;

  const history = useChatHistory(activeSiteId);
  // The service status belongs to one connection and shop; another pair shows null (connecting).
  const [onlineOf, setOnlineOf] = useState<{ key: string; online: boolean } | null>(null);
  const servicerRef = useRef(0);
  const boundRef = useRef(new Set<number>());

  const patchSession = useCallback(
    (siteId: number, patch: Partial<ChatShopSession>) =>
      queryClient.setQueryData<ChatShopSession[]>(chatKeys.sessions(), (old) =>
        old?.map((s) => (s.site_id === siteId ? { ...s, ...patch } : s)),
      ),
    [queryClient],
  );

  const markRead = useCallback(
    (siteId: number) => {
      patchSession(siteId, { unread: 0 });
      setChatRead({ site_id: siteId }).catch(() => undefined);
    },
    [patchSession],
  );

  const onEvent = (event: ChatServerEvent) => {
    if (isChatMessageEvent(event)) {
      const message = event.data;
      if (message.site_id === activeSiteId) {
        history.add([message]);
        patchSession(message.site_id, { last_message: message });
        if (message.type !== 0) markRead(message.site_id);
      } else {
        void queryClient.invalidateQueries({ queryKey: chatKeys.sessions() });
      }
    } else if (event.type === 'connect') {
      const on = event.data.online_count > 0;
      patchSession(event.data.site_id, { online: on ? 1 : 0 });
      if (event.data.site_id === activeSiteId) setOnlineOf({ key: bindKey, online: on });
    }
  };
  const socket = useChatSocket({ role: 'member', enabled: true, onEvent });
  const bindKey = `${socket.clientId ?? ''}:${activeSiteId}`;
  const online = onlineOf?.key === bindKey ? onlineOf.online : null;

  // Selecting a shop marks it read (its badge clears).
  useEffect(() => {
    if (activeSiteId > 0) markRead(activeSiteId);
  }, [activeSiteId, markRead]);

  // Bind the shown shop with every new connection (a reconnect gets a new client id).
  useEffect(() => {
    const clientId = socket.clientId;
    if (!clientId || activeSiteId <= 0) return;
    const key = `${clientId}:${activeSiteId}`;
    let current = true;
    bind({ client_id: clientId, site_id: activeSiteId })
      .then((answer) => {
        boundRef.current.add(activeSiteId);
        if (!current) return;
        servicerRef.current = answer.servicer_id;
        setOnlineOf({ key, online: answer.servicer_id > 0 });
      })
      .catch(() => current && setOnlineOf({ key, online: false }));
    return () => {
      current = false;
    };
  }, [socket.clientId, activeSiteId]);

  const send = async (input: ChatSendInput) => {
    const siteId = activeSiteId;
    if (siteId <= 0) return;
    const message = await sayOnce({
      site_id: siteId,
      servicer_id: servicerRef.current,
      ...input,
      client_msg_id: newClientMsgId(),
    });
    history.add([message]);
    void queryClient.invalidateQueries({ queryKey: chatKeys.sessions() });
  };

  /** Ends the sessions of every shop bound in this dialog, then hides it (closing the socket). */
  const close = async () => {
    const clientId = socket.clientId ?? undefined;
    const byes = [...boundRef.current].map((siteId) =>
      chatBye({ site_id: siteId, client_id: clientId }).catch(() => undefined),
    );
    await Promise.race([
      Promise.all(byes),
      new Promise((resolve) => setTimeout(resolve, BYE_WAIT_MS)),
    ]);
    closeChat();
  };

  return {
    sessions: list,
    sessionsLoading: sessionsQuery.isPending,
    active,
    activeSiteId,
    select: setPicked,
    history,
    online,
    socket,
    send,
    close,
  };
}
