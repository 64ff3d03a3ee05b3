import { ChatBindSchema, type ChatBindBody } from '@shop/contracts/chat';
import { apiPost } from '@/lib/api-client';

/** `/servicer/api/chat/bind`: ties the live socket to a shop; `servicer_id` 0 = nobody online. */
export const bindChat = (body: ChatBindBody) =>
  apiPost('/servicer/api/chat/bind', body, ChatBindSchema);
