import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type GetScrollRestorationKeyFunction,
  Outlet,
  ScrollRestoration,
  useMatches,
} from 'react-router';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { siteStatusQueryOptions } from '@/features/site/api/get-site-status';
import type { RouteHandle } from '@/lib/route-handle';
import { useApiEvents } from './api-events';

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
