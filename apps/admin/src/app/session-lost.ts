import { configureApi, stopSessionQueries } from '@shop/web-kit/api';
import { loginPath } from '@shop/web-kit/redirect';
import type { createBrowserRouter } from 'react-router';
import { CSRF_HEADER, csrfToken, setCsrfToken } from '@/lib/csrf';
import { queryClient } from './query-client';

/** What the sign-in page shows when a call found the session gone (the server's message). */
export type LoginNotice = { notice: string };

/**
 * Wires the API client to the console (ADR 0014): every call carries the session's CSRF token,
 * and the session is held while the token is. A call answering -10009 or -10010 (signed out
 * elsewhere, idle expiry, account disabled) ends the session once (issue 25): the token is
 * forgotten, the queries stop, and the staff member goes to the sign-in page once, with the
 * server's message, keeping the page to come back to; no answer of the session is kept.
 */
export function handleSessionLoss(router: ReturnType<typeof createBrowserRouter>): void {
  configureApi({
    headers: (): Record<string, string> => (csrfToken() ? { [CSRF_HEADER]: csrfToken() } : {}),
    hasSession: () => csrfToken() !== '',
    onSessionLost: (message) => {
      setCsrfToken('');
      const { pathname, search } = router.state.location;
      // The router's location carries the /admin base; its navigate adds it again.
      const page = pathname.slice((router.basename ?? '').replace(/\/$/, '').length) || '/';
      const state: LoginNotice = { notice: message };
      const leave =
        page === '/login'
          ? undefined
          : () => router.navigate(loginPath(`${page}${search}`), { replace: true, state });
      void stopSessionQueries(queryClient, leave);
    },
  });
}
