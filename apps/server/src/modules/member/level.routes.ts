import {
  growthLogPageEndpoint,
  memberLevelInfoEndpoint,
  signinEndpoint,
  signinInfoEndpoint,
} from '@shop/contracts/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { memberIdOf } from '../../plugins/auth';
import { growthLogPage, memberLevelInfo } from './growth.service';
import { signIn, signinInfo } from './signin.service';

/** The member's level and growth ledger, and the daily sign-in (issue 16). */
export const levelRoutes: FastifyPluginAsyncZod = async (app) => {
  const required = { auth: 'required' as const };

  app.post(
    memberLevelInfoEndpoint.path,
    { config: required, schema: endpointSchema(memberLevelInfoEndpoint, 'member') },
    async (request, reply) =>
      reply.ok(await memberLevelInfo(app.db, memberIdOf(request), request.lang())),
  );

  app.post(
    growthLogPageEndpoint.path,
    { config: required, schema: endpointSchema(growthLogPageEndpoint, 'member') },
    async (request, reply) =>
      reply.ok(await growthLogPage(app.db, memberIdOf(request), request.body)),
  );

  app.post(
    signinInfoEndpoint.path,
    { config: required, schema: endpointSchema(signinInfoEndpoint, 'member') },
    async (request, reply) =>
      reply.ok(await signinInfo(app.db, memberIdOf(request), request.body.month)),
  );

  app.post(
    signinEndpoint.path,
    {
      config: { ...required, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: endpointSchema(signinEndpoint, 'member'),
    },
    async (request, reply) => reply.ok(await signIn(app.db, memberIdOf(request))),
  );
};
