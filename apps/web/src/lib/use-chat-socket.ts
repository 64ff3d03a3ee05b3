import {
  CHAT_HEARTBEAT_MS,
  CHAT_MESSAGE_EVENT,
  CHAT_PING,
  CHAT_SOCKET_PATH,
  ChatServerEventSchema,
  type ChatServerEvent,
} from '@shop/contracts/chat';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

export type ChatSocketStatus = 'connecting' | 'open' | 'closed';

export interface UseChatSocketOptions {
  role: 'member' | 'servicer';
  /** Opens the socket while true; closes it when it turns false or the component unmounts. */
  enabled: boolean;
  /** Heartbeat interval in ms (default CHAT_HEARTBEAT_MS); 0 sends no heartbeat. */
  heartbeatMs?: number;
  /** Every parsed server event; unknown or malformed frames are ignored. */
  onEvent: (event: ChatServerEvent) => void;
  /** Origin of the socket, e.g. `ws://127.0.0.1:8590`; defaults to the page's own host. */
  baseUrl?: string;
}

export interface ChatSocketState {
  status: ChatSocketStatus;
  /** The client id of the current connection's `init`; null until it arrives. */
  clientId: string | null;
  /** How many times the socket reconnected after a drop. */
  reconnects: number;
  /** The reason of the server's `close` event (the socket then stays closed), else null. */
  closeReason: string | null;
  /** Opens the socket again after a `close` event (the buyer's 重新连接 button). */
  reconnect: () => void;
}

/** Backoff before reconnect attempt n (0-based): 1 s, 2 s, 4 s, ... at most 10 s. */
export const reconnectDelayMs = (attempt: number): number =>
  Math.min(1000 * 2 ** Math.min(attempt, 10), 10_000);

const defaultBaseUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`;

/** The socket address of a role, with the highest message id seen so far as `last_id`. */
export function chatSocketUrl(baseUrl: string, role: string, lastId: number | null): string {
  const query = new URLSearchParams({ role });
  if (lastId !== null) query.set('last_id', String(lastId));
  return `${baseUrl}${CHAT_SOCKET_PATH}?${query.toString()}`;
}

/** Parses one frame into a server event, or null for anything else (pong text, unknown types). */
export function parseChatEvent(raw: unknown): ChatServerEvent | null {
  if (typeof raw !== 'string') return null;
  try {
    const parsed = ChatServerEventSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

type ChatMessageEvent = Extract<ChatServerEvent, { type: (typeof CHAT_MESSAGE_EVENT)[number] }>;

/** Whether an event carries a chat message (string, goodssku, order, image). */
export const isChatMessageEvent = (event: ChatServerEvent): event is ChatMessageEvent =>
  (CHAT_MESSAGE_EVENT as readonly string[]).includes(event.type);

/**
 * The live chat socket (spec §4): opens when enabled, sends the heartbeat, and after an error or
 * an unexpected close reconnects with backoff passing the highest message id seen as `last_id`,
 * so the server replays what was missed. A server `close` event ends it for good (no reconnect)
 * until `reconnect()` is called.
 */
export function useChatSocket({
  role,
  enabled,
  heartbeatMs = CHAT_HEARTBEAT_MS,
  onEvent,
  baseUrl,
}: UseChatSocketOptions): ChatSocketState {
  const [status, setStatus] = useState<ChatSocketStatus>('closed');
  const [clientId, setClientId] = useState<string | null>(null);
  const [reconnects, setReconnects] = useState(0);
  const [closeReason, setCloseReason] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const handleEvent = useEffectEvent(onEvent);
  // Highest message id seen by any connection of this hook: survives reconnects.
  const lastIdRef = useRef<number | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | null = null;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const stopHeartbeat = () => {
      if (heartbeat !== undefined) clearInterval(heartbeat);
      heartbeat = undefined;
    };

    const scheduleReconnect = () => {
      if (stopped || retryTimer !== undefined) return;
      setStatus('connecting');
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        attempt += 1;
        setReconnects((n) => n + 1);
        connect();
      }, reconnectDelayMs(attempt));
    };

    const connect = () => {
      if (stopped) return;
      setStatus('connecting');
      setClientId(null);
      const ws = new WebSocket(chatSocketUrl(baseUrl ?? defaultBaseUrl(), role, lastIdRef.current));
      socket = ws;
      ws.onopen = () => {
        if (socket !== ws) return;
        setStatus('open');
        if (heartbeatMs > 0)
          heartbeat = setInterval(() => {
            if (ws.readyState === WebSocket.OPEN) ws.send(CHAT_PING);
          }, heartbeatMs);
      };
      ws.onmessage = (frame: MessageEvent) => {
        if (socket !== ws) return;
        const event = parseChatEvent(frame.data);
        if (!event) return;
        if (event.type === 'init') {
          attempt = 0;
          setClientId(event.data.client_id);
        } else if (isChatMessageEvent(event)) {
          lastIdRef.current = Math.max(lastIdRef.current ?? 0, event.data.id);
        } else if (event.type === 'close') {
          stopped = true;
          stopHeartbeat();
          setCloseReason(event.data.reason);
          setStatus('closed');
          setClientId(null);
          ws.close();
        }
        handleEvent(event);
      };
      ws.onclose = () => {
        if (socket !== ws) return;
        socket = null;
        stopHeartbeat();
        setClientId(null);
        if (stopped) setStatus('closed');
        else scheduleReconnect();
      };
      // An error is always followed by close, which schedules the reconnect.
      ws.onerror = () => undefined;
    };

    // A first connection asks for nothing old (history comes from `dialogs`) unless a previous
    // connection of this hook saw messages.
    connect();
    return () => {
      stopped = true;
      stopHeartbeat();
      if (retryTimer !== undefined) clearTimeout(retryTimer);
      const ws = socket;
      socket = null;
      if (ws && ws.readyState !== WebSocket.CLOSED) ws.close();
    };
  }, [enabled, role, heartbeatMs, baseUrl, generation]);

  const reconnect = useCallback(() => {
    setCloseReason(null);
    setGeneration((g) => g + 1);
  }, []);
  return {
    status: enabled ? status : 'closed',
    clientId: enabled ? clientId : null,
    reconnects,
    closeReason,
    reconnect,
  };
}
