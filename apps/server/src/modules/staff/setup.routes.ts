import { setupInitEndpoint, setupStateEndpoint } from '@shop/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { runSetup, setupState } from './setup.service';

/**
 * The first run (issue 25, ADR 0023): no session exists yet, so these calls are open, and
 * answer while the site is closed. The setup is rate-limited per address (a wrong token costs a
 * try) on top of the token's 128 bits.
 */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const tag = 'setup';
  app.post(
    setupStateEndpoint.path,
    { config: { openWhenClosed: true }, schema: endpointSchema(setupStateEndpoint, tag) },
    async (_request, reply) => reply.ok(await setupState(app.db)),
  );
  app.post(
    setupInitEndpoint.path,
    {
      config: { openWhenClosed: true, rateLimit: { max: 10, timeWindow: 10 * 60_000 } },
      schema: endpointSchema(setupInitEndpoint, tag),
    },
    async (request, reply) => reply.ok(await runSetup(app.db, request.body, request.ip)),
  );
};
