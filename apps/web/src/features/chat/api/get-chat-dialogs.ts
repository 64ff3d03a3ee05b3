import { CHAT_PAGE_SIZE, type ChatDialogsBody, chatDialogsEndpoint } from '@shop/contracts/chat';
import { apiCall } from '@shop/web-kit/api';

/** `/servicer/api/chat/dialogs`: a page of history with a shop (page 1 = newest, 4 a page). */
export const getChatDialogs = (body: ChatDialogsBody) =>
  apiCall(chatDialogsEndpoint, { limit: CHAT_PAGE_SIZE, ...body });
