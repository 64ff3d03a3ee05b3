import type { ChatMessage } from '@shop/contracts/chat';

/** Who holds a socket: a member (buyer) or a servicer of one shop. */
export type ChatClientOwner =
  { role: 'member'; memberId: number } | { role: 'servicer'; staffId: number; siteId: number };

/** A conversation changed state (waiting, taken by a servicer, ended). */
export type ChatSessionChange = {
  site_id: number;
  member_id: number;
  servicer_id: number;
  status: number;
};

/**
 * Live delivery of chat events to sockets on every server process (Redis pub/sub when REDIS_URL
 * is set, in-process otherwise). Only ever called after the change is committed to PostgreSQL:
 * a socket that misses an event catches up from the database when it reconnects.
 */
export interface ChatHub {
  /** Sends a stored message to the member's sockets and to the shop's servicer sockets. */
  publishMessage(message: ChatMessage): Promise<void>;
  /** Sends `connect` (the shop's online servicers now) to buyers bound to the shop. */
  publishPresence(siteId: number): Promise<void>;
  /** Sends `session` to the shop's servicer sockets. */
  publishSession(change: ChatSessionChange): Promise<void>;
  /** Sends `close` to every socket of a member or staff and closes them. */
  closeClients(
    target: { role: 'member'; memberId: number } | { role: 'servicer'; staffId: number },
    reason: string,
  ): Promise<void>;
  /** The owner of a client id handed out by `init`; null when unknown or disconnected. */
  clientOwner(clientId: string): Promise<ChatClientOwner | null>;
  /** Records that a buyer's client watches a shop (bind): it then gets the shop's `connect`. */
  watchShop(clientId: string, siteId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatHub: ChatHub;
  }
}
