import type { QueryClient } from '@tanstack/react-query';
import { apiConfig } from './api-config';

/**
 * A token error ends the session once (issue 25: a request storm after a session ends
 * elsewhere). Every call that was under way when the session ended answers the same error, and
 * each refetch would answer it again: reported every time, they restarted the app's queries in a
 * loop of hundreds of calls a second. So the first report ends the session and the rest are
 * ignored, until the browser holds a session again (a new sign-in), which re-arms it.
 */
let ended = false;

/** Called before each call is sent: a session held now can end again. */
export function armSessionEnd(): void {
  if (ended && apiConfig().hasSession()) ended = false;
}

/** A call found the session gone: the app's handler runs for the first such call only. */
export function reportSessionLost(message: string): void {
  if (ended) return;
  ended = true;
  apiConfig().onSessionLost(message);
}

/**
 * Stops the ended session's queries: the calls under way are cancelled, the app leaves the page
 * (`leave`, once, when the page needs a session), and then the answers cached during the session
 * are reset: what the page now on screen shows is asked once more, as the visitor or signed-out
 * staff member the browser has become, and nothing of the session is kept. Queries the next page
 * started meanwhile (a sign-in page's captcha) are left alone.
 */
export async function stopSessionQueries(
  queryClient: QueryClient,
  leave?: () => Promise<void>,
): Promise<void> {
  const during = new Set(queryClient.getQueryCache().getAll());
  await queryClient.cancelQueries();
  if (leave) await leave();
  await queryClient.resetQueries({ predicate: (query) => during.has(query) });
}
