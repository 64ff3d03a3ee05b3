import type { ChatMessage } from '@shop/contracts/chat';

/**
 * Merges messages into a list: one entry per id (a later copy replaces an earlier one, so the
 * socket's copy and the `say` answer of one message collapse), sorted by id (commit order).
 * Returns `current` itself when nothing changed, so React state updates can bail out.
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const byId = new Map<number, ChatMessage>();
  for (const message of current) byId.set(message.id, message);
  let changed = false;
  for (const message of incoming) {
    const old = byId.get(message.id);
    if (old !== message) changed = true;
    byId.set(message.id, message);
  }
  if (!changed) return current as ChatMessage[];
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The highest message id of a list (0 when empty): what a reconnecting socket passes as last_id. */
export const highestMessageId = (messages: readonly ChatMessage[]): number =>
  messages.reduce((max, message) => Math.max(max, message.id), 0);

/** Whether a message was written by the viewer: the buyer writes type 0, staff the others. */
export const isOwnMessage = (message: ChatMessage, viewer: 'member' | 'servicer'): boolean =>
  viewer === 'member' ? message.type === 0 : message.type !== 0;
