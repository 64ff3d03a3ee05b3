import { type ChatSetReadBody, chatSetReadEndpoint } from '@shop/contracts/chat';
import { apiCall } from '@shop/web-kit/api';

/** `/servicer/api/chat/setRead`: the member read everything of a shop. */
export const setChatRead = (body: ChatSetReadBody) => apiCall(chatSetReadEndpoint, body);
