import { type ChatBindBody, chatBindEndpoint } from '@shop/contracts/chat';
import { apiCall } from '@shop/web-kit/api';

/** `/servicer/api/chat/bind`: ties the live socket to a shop; `servicer_id` 0 = nobody online. */
export const bindChat = (body: ChatBindBody) => apiCall(chatBindEndpoint, body);
