import { type ChatByeBody, chatByeEndpoint } from '@shop/contracts/chat';
import { apiCall } from '@shop/web-kit/api';

/** `/servicer/api/chat/bye`: ends the session with a shop (the dialog closed). */
export const chatBye = (body: ChatByeBody) => apiCall(chatByeEndpoint, body);
