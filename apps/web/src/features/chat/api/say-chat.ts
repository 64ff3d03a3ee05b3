import { ChatMessageSchema, type ChatSayBody } from '@shop/contracts/chat';
import { apiPost } from '@/lib/api-client';

/** `/servicer/api/chat/say`: stores and publishes one message; answers it as stored. */
export const sayChat = (body: ChatSayBody) =>
  apiPost('/servicer/api/chat/say', body, ChatMessageSchema);
