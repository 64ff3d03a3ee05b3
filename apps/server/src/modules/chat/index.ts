/**
 * The chat module's front door (see modules/README.md): the buyer's chat calls and live socket,
 * and everything about conversations (accept, end, read, the write lock) that the servicer's
 * workbench asks for (ADR 0007, ADR 0009).
 */
import { modulePlugin } from '../module-plugin';
import { chatRoutes } from './chat.routes';

export const chatModule = modulePlugin([chatRoutes]);

export { CHAT_KEYWORD_KEY } from './chat-keyword.service';
export { chatHubPlugin } from './chat-hub.plugin';
export { orderCardView, type StoredOrderCard } from './chat-card';
export { chatDialogsPage } from './chat-history.service';
export { sendChatMessage } from './chat-send.service';
export { saveChatImage } from './chat-upload';
export {
  STAFF_SAY_MAX,
  workbenchAccept,
  workbenchEnd,
  workbenchSay,
  workbenchSetRead,
} from './servicer-actions.service';
export { releaseServicerConversations } from './servicer-release.service';
export { shopConversation, workbenchSessions } from './servicer-sessions.service';
