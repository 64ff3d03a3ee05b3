import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type GetScrollRestorationKeyFunction,
  Outlet,
  ScrollRestoration,
  useMatches,
  useNavigate,
} from 'react-router';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { siteStatusQueryOptions } from '@/features/site/api/get-site-status';
import { setApiEvents } from '@/lib/api-client';
import { isLoginRequiredPath } from '@/lib/login-required';
import type { RouteHandle } from '@/lib/route-handle';
import { clearSessionFlag } from '@/lib/session';
import { toast } from '@/lib/toast';
import { queryClient } from './query-client';
import { loginRedirect } from './require-auth';

/** The shop's name as the server wrote it into the page's title, before any page changed it. */
const SERVED_SITE_NAME = document.title.trim();

/**
 * Keeps the document title as "{page title} - {site_name}"; until the site info arrives, the name
 * the server wrote into the page.
 */
function useDocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const { data: site } = useSiteInfo();
  const titleKey = [...matches]
    .reverse()
    .map((m) => {
      const key = (m.handle as RouteHandle | undefined)?.titleKey;
      return typeof key === 'function' ? key(m.params) : key;
    })
    .find(Boolean);
  const siteName = site?.site_name || SERVED_SITE_NAME || t('common:appName');
  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} - ${siteName}` : siteName;
  }, [titleKey, siteName, t]);
}

/** Wires the API client's events: a closed site goes to /closed; a lost session goes to login. */
function useApiEvents() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => {
    setApiEvents({
      onSiteClosed: () => {
        if (window.location.pathname !== '/closed') void navigate('/closed', { replace: true });
      },
      onTokenError: (message) => {
        clearSessionFlag();
        // Parallel calls fail together: one keyed toast, not one per call (spec §8).
        toast.error(message || t('common:errors.loginError'), 'token-error');
        void queryClient.resetQueries();
        const { pathname, search, hash } = window.location;
        if (isLoginRequiredPath(pathname))
          void navigate(loginRedirect(pathname + search + hash), { replace: true });
      },
    });
  }, [navigate, t]);
}

/**
 * Every page loaded afresh has the location key "default", whatever its address: keyed by its
 * address instead, a new address starts at the top and a reload keeps its place.
 */
const scrollKey: GetScrollRestorationKeyFunction = (location) =>
  location.key === 'default' ? location.pathname + location.search : location.key;

export function RootShell() {
  useApiEvents();
  useDocumentTitle();
  useQuery(siteStatusQueryOptions());
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
    </>
  );
}
