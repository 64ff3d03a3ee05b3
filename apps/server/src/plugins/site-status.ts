import { ApiCode } from '@shop/contracts/common';
import fp from 'fastify-plugin';
import { translate } from '../lib/i18n/translate';
import { isSiteClosedBySetting } from '../modules/settings';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers even while the site is closed (documentation, staff). */
    openWhenClosed?: boolean;
  }
}

/**
 * While the site is closed (SHOP_CLOSED=1, or the staff setting `site_status.closed`), every call
 * answers code -3 and the page goes to /closed (spec §1).
 */
export const siteStatusPlugin = fp<{ forceClosed: boolean }>(async (app, { forceClosed }) => {
  const isClosed = async () => forceClosed || (await isSiteClosedBySetting(app.db));

  app.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'POST' || request.routeOptions.config.openWhenClosed) return;
    if (!request.routeOptions.url) return;
    if (await isClosed())
      return reply.fail(ApiCode.SITE_CLOSED, translate(request.lang(), 'common.site_closed'));
  });
});
