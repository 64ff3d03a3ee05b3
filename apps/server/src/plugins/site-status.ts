import { ApiCode } from '@shop/contracts/common';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { translate } from '../lib/i18n/translate';
import { getConfig } from '../modules/site/site-config.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers even while the site is closed (documentation, staff). */
    openWhenClosed?: boolean;
  }
}

export const SiteStatusConfigSchema = z.object({ closed: z.boolean().default(false) });
export const SITE_STATUS_KEY = 'site_status';

/**
 * While the site is closed (SHOP_CLOSED=1, or the staff setting `site_status.closed`), every call
 * answers code -3 and the page goes to /closed. The setting is read through the settings cache.
 */
export const siteStatusPlugin = fp<{ forceClosed: boolean }>(async (app, { forceClosed }) => {
  const isClosed = async () =>
    forceClosed || (await getConfig(app.db, SITE_STATUS_KEY, SiteStatusConfigSchema)).closed;

  app.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'POST' || request.routeOptions.config.openWhenClosed) return;
    if (!request.routeOptions.url) return;
    if (await isClosed())
      return reply.fail(ApiCode.SITE_CLOSED, translate(request.lang(), 'common.site_closed'));
  });
});
