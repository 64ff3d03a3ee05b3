import { type ChatSayBody, chatSayEndpoint } from '@shop/contracts/chat';
import { apiCall } from '@shop/web-kit/api';

/** `/servicer/api/chat/say`: stores and publishes one message; answers it as stored. */
export const sayChat = (body: ChatSayBody) => apiCall(chatSayEndpoint, body);
