import {
  consoleNearExpiryConfigEndpoint,
  consoleNearExpiryListEndpoint,
  consoleNearExpiryPriceEndpoint,
  consoleNearExpirySetConfigEndpoint,
  nearExpiryPageEndpoint,
} from '@shop/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { staffRoute } from '../auth';
import {
  consoleNearExpiryList,
  nearExpiryConfig,
  nearExpiryPage,
  setNearExpiryPrice,
  setNearExpiryWindow,
} from './near-expiry-zone.service';

/** The near-expiry zone (issue 26, ADR 0029): the storefront's page and the console's calls. */
export const nearExpiryZoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    nearExpiryPageEndpoint.path,
    { config: { auth: 'optional' }, schema: endpointSchema(nearExpiryPageEndpoint, 'catalogue') },
    async (request, reply) =>
      reply.ok(await nearExpiryPage(app.db, await request.viewer(), request.body)),
  );

  const tag = 'console-goods';
  staffRoute(app, tag, consoleNearExpiryListEndpoint, ({ actor, body }) =>
    consoleNearExpiryList(app.db, actor, body),
  );
  staffRoute(app, tag, consoleNearExpiryPriceEndpoint, ({ actor, body }) =>
    setNearExpiryPrice(app.db, actor, body),
  );
  staffRoute(app, tag, consoleNearExpiryConfigEndpoint, () => nearExpiryConfig(app.db));
  staffRoute(app, tag, consoleNearExpirySetConfigEndpoint, ({ actor, body }) =>
    setNearExpiryWindow(app.db, actor, body),
  );
};
