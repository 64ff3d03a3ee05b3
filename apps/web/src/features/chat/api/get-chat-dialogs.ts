import { ChatDialogsSchema, CHAT_PAGE_SIZE, type ChatDialogsBody } from '@shop/contracts/chat';
import { apiPost } from '@/lib/api-client';

/** `/servicer/api/chat/dialogs`: a page of history with a shop (page 1 = newest, 4 a page). */
export const getChatDialogs = (body: ChatDialogsBody) =>
  apiPost('/servicer/api/chat/dialogs', { limit: CHAT_PAGE_SIZE, ...body }, ChatDialogsSchema);
