import { configureApi, stopSessionQueries } from '@shop/web-kit/api';
import { loginPath } from '@shop/web-kit/redirect';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isLoginRequiredPath } from '@/lib/login-required';
import { clearSessionFlag, hasSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { queryClient } from './query-client';

/**
 * Wires the API client to the storefront: the session is the flag cookie beside the HttpOnly
 * token (ADR 0002); a closed site goes to /closed; a token error (spec §8: message 登录错误, clear
 * token, go to /login with redirect if login was required) ends the session once (issue 25):
 * the flag is cleared, one toast shows, the queries stop, and a page that needs a login goes to
 * /login?redirect= once.
 */
export function useApiEvents() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => {
    configureApi({
      hasSession,
      onSiteClosed: () => {
        if (window.location.pathname !== '/closed') void navigate('/closed', { replace: true });
      },
      onSessionLost: (message) => {
        clearSessionFlag();
        toast.error(message || t('common:errors.loginError'), 'token-error');
        const { pathname, search, hash } = window.location;
        const leave = isLoginRequiredPath(pathname)
          ? async () => {
              await navigate(loginPath(pathname + search + hash), { replace: true });
            }
          : undefined;
        void stopSessionQueries(queryClient, leave);
      },
    });
  }, [navigate, t]);
}
