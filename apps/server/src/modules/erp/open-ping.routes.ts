import { openPingEndpoint } from '@shop/contracts/erp';
import type { FastifyPluginAsync } from 'fastify';
import { openRoute } from './open-route';

/** `/open/api/v1/ping` (issue 26): any valid key; answers who it is. */
export const openPingRoutes: FastifyPluginAsync = async (app) => {
  openRoute(app, openPingEndpoint, async ({ key }) => ({
    key_id: key.keyId,
    site_id: key.siteId,
    scopes: key.scopes,
    server_time: Math.floor(Date.now() / 1000),
  }));
};
