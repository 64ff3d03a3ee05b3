import { lazy, Suspense, useEffect } from 'react';
import { setChatAvailable, useChatLauncher } from '../lib/chat-launcher';

// The dialog's code (socket, list, composer) loads on the first open only.
const ChatDialog = lazy(() => import('./chat-dialog').then((m) => ({ default: m.ChatDialog })));

/**
 * Mounted once by the storefront layout: tells the entries whether chat is offered
 * (`available`: service open on PC and the servicer addon on) and shows the dialog once asked.
 */
export function ChatDialogHost({ available }: { available: boolean }) {
  const { open, request } = useChatLauncher();
  useEffect(() => setChatAvailable(available), [available]);
  if (!open && request === null) return null;
  return (
    <Suspense fallback={null}>
      <ChatDialog />
    </Suspense>
  );
}
