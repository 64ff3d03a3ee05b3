import type { ChatMessage } from '@shop/contracts/chat';
import type { ChatClientOwner, ChatSessionChange } from './chat-hub';

/** Who a `close` event is for: every socket of one member or of one staff account. */
export type ChatCloseTarget =
  { role: 'member'; memberId: number } | { role: 'servicer'; staffId: number };

/**
 * What travels between server processes. Every process delivers an event to its own sockets
 * only; the event carries everything needed, so no process reads the database to deliver it.
 */
export type ChatBusEvent =
  | { kind: 'message'; message: ChatMessage }
  | { kind: 'presence'; siteId: number; ids: number[] }
  | { kind: 'session'; change: ChatSessionChange }
  | { kind: 'close'; target: ChatCloseTarget; reason: string }
  | { kind: 'watch'; clientId: string; siteId: number };

export type ChatBusHandler = (event: ChatBusEvent) => void;

/** Fan-out of chat events to every process (at most once: clients catch up from the database). */
export interface ChatBus {
  publish(event: ChatBusEvent): Promise<void>;
  close(): Promise<void>;
}

/** One process: the event is handed to this process's handler at once. */
export function createMemoryChatBus(handler: ChatBusHandler): ChatBus {
  return {
    publish: async (event) => handler(event),
    close: async () => undefined,
  };
}

/** The owner recorded for a client id, parsed back from its stored JSON (null when malformed). */
export function parseOwner(raw: string | null): ChatClientOwner | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as ChatClientOwner;
    if (value.role === 'member' && Number.isInteger(value.memberId)) return value;
    if (value.role === 'servicer' && Number.isInteger(value.staffId)) return value;
  } catch {
    // fall through
  }
  return null;
}
