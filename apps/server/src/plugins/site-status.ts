import { ApiCode } from '@shop/contracts/common';
import fp from 'fastify-plugin';
import { translate } from '../lib/i18n/translate';
import { requestStaffToken, resolveStaffToken } from '../modules/auth';
import { getSiteStatus } from '../modules/settings';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers even while the site is closed (documentation, staff). */
    openWhenClosed?: boolean;
  }
}

/**
 * While the site is closed (SHOP_CLOSED=1, or the staff setting `site_status.closed`), every call
 * answers code -3 and the page goes to /closed (spec §1). Console calls stay open
 * (`openWhenClosed`): staff are the ones who reopen it. A signed-in staff session passes too: the
 * console reads the shop list, categories and password rules from the storefront's calls, and
 * staff check the mall before they reopen it.
 */
export const siteStatusPlugin = fp<{ forceClosed: boolean }>(async (app, { forceClosed }) => {
  app.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'POST' || request.routeOptions.config.openWhenClosed) return;
    if (!request.routeOptions.url) return;
    const status = await getSiteStatus(app.db);
    if (!forceClosed && !status.closed) return;
    const staffToken = requestStaffToken(request);
    if (staffToken && (await resolveStaffToken(app.db, staffToken).catch(() => null))) return;
    // The staff's closed message when they wrote one (issue 15), else the standard text.
    const message =
      status.closed && status.message
        ? status.message
        : translate(request.lang(), 'common.site_closed');
    return reply.fail(ApiCode.SITE_CLOSED, message);
  });
});
