import type { createBrowserRouter } from 'react-router';
import { setSessionLostHandler } from '@/lib/api-client';
import { setCsrfToken } from '@/lib/csrf';
import { loginPath } from '@/lib/redirect';
import { queryClient } from './query-client';

/** What the sign-in page shows when a call found the session gone (the server's message). */
export type LoginNotice = { notice: string };

/**
 * A call answering -10009 or -10010 (signed out elsewhere, idle expiry, account disabled) sends the
 * staff member to the sign-in page with the server's message, keeping the page to come back to.
 * The account and every answer are forgotten.
 */
export function handleSessionLoss(router: ReturnType<typeof createBrowserRouter>): void {
  setSessionLostHandler((message) => {
    setCsrfToken('');
    queryClient.clear();
    const { pathname, search } = router.state.location;
    if (pathname === '/login') return;
    const state: LoginNotice = { notice: message };
    void router.navigate(loginPath(`${pathname}${search}`), { replace: true, state });
  });
}
