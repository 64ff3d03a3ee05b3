import type { ChatServerEvent } from '@shop/contracts/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { isChatMessageEvent, useChatSocket } from '@/lib/use-chat-socket';
import { staffInfoQueryKey } from '../api/get-staff-info';
import { workbenchSessionsKey } from '../api/get-workbench-sessions';
import { setWorkbenchRead } from '../api/set-workbench-read';
import { addMessageToDialogs } from './dialogs-cache';

interface WorkbenchLiveOptions {
  /** The buyer whose conversation is open (their new messages are read at once), else null. */
  openMemberId: number | null;
  /** A `session` event: a conversation changed state or servicer. */
  onSession?: (event: Extract<ChatServerEvent, { type: 'session' }>['data']) => void;
}

/**
 * The workbench's live socket (role servicer) while logged in. A message joins its buyer's
 * loaded history; one from the buyer of the open conversation is marked read straight away;
 * every message or session change refreshes the session lists (previews, unread, counts).
 * A `close` event for the token means the staff session is gone: the login card comes back.
 */
export function useWorkbenchLive({ openMemberId, onSession }: WorkbenchLiveOptions) {
  const queryClient = useQueryClient();
  const openRef = useRef(openMemberId);
  const onSessionRef = useRef(onSession);
  useEffect(() => {
    openRef.current = openMemberId;
    onSessionRef.current = onSession;
  });

  const refreshLists = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: workbenchSessionsKey }),
    [queryClient],
  );

  const onEvent = useCallback(
    (event: ChatServerEvent) => {
      if (isChatMessageEvent(event)) {
        const message = event.data;
        addMessageToDialogs(queryClient, message);
        if (message.member_id === openRef.current && message.type === 0)
          void setWorkbenchRead(message.member_id).finally(refreshLists);
        else refreshLists();
      } else if (event.type === 'session') {
        onSessionRef.current?.(event.data);
        refreshLists();
      } else if (event.type === 'close') {
        void queryClient.invalidateQueries({ queryKey: staffInfoQueryKey });
      }
    },
    [queryClient, refreshLists],
  );

  const socket = useChatSocket({ role: 'servicer', enabled: true, onEvent });

  // After a drop the socket replays what it missed only if it had seen a message: refresh
  // everything the workbench shows whenever a connection (re)opens after the first.
  const opened = useRef(0);
  useEffect(() => {
    if (socket.status !== 'open') return;
    opened.current += 1;
    if (opened.current > 1) void queryClient.invalidateQueries({ queryKey: ['workbench'] });
  }, [socket.status, queryClient]);

  return socket;
}
