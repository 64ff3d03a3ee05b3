import type { Query, QueryClient } from '@tanstack/react-query';
import { apiConfig } from './api-config';
import { ApiError, isSessionLost } from './api-error';

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

/** Resolves once no query is fetching: the calls that were under way have answered. */
const settled = (queryClient: QueryClient): Promise<void> =>
  new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });

/** Whether a query's last answer was the session's end: it needs a session, so it stays off. */
const neededSession = (query: Query): boolean =>
  query.state.error instanceof ApiError && isSessionLost(query.state.error.code);

/**
 * Stops the ended session's queries; nothing of the session is kept. The calls still under way
 * answer first (their token errors end nothing more). When the page needs a session, the app
 * leaves it (`leave`, once) and the session's answers are dropped without asking anything again:
 * the next page asks what it shows as it opens, and a query of the page being left must not
 * start its fetch, or its guard its own redirect, once more. When the page stays (open to
 * visitors), a query that found the session gone is dropped and the others are reset, so what
 * the page shows is asked once more, as the visitor the browser has become.
 */
export async function stopSessionQueries(
  queryClient: QueryClient,
  leave?: () => Promise<void>,
): Promise<void> {
  const during = new Set(queryClient.getQueryCache().getAll());
  const ofSession = (query: Query) => during.has(query);
  if (leave) {
    await leave();
    await settled(queryClient);
    queryClient.removeQueries({ predicate: ofSession });
    return;
  }
  await settled(queryClient);
  queryClient.removeQueries({ predicate: (query) => ofSession(query) && neededSession(query) });
  await queryClient.resetQueries({ predicate: ofSession });
}
