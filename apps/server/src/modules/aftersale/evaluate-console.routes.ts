import {
  consoleEvaluateHideEndpoint,
  consoleEvaluateListEndpoint,
  consoleEvaluateReplyEndpoint,
  consoleEvaluateShowEndpoint,
} from '@shop/contracts/aftersale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActorOf, staffRouteOptions } from '../auth';
import { listConsoleEvaluates, replyEvaluate, setEvaluateShown } from './evaluate-console.service';

/** The console's goods evaluations (`/staff/api/goodsevaluate/*`, issue 17). */
export const evaluateConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tag = 'console-evaluate';

  app.post(
    consoleEvaluateListEndpoint.path,
    staffRouteOptions(app, consoleEvaluateListEndpoint, tag),
    async (request, reply) =>
      reply.ok(await listConsoleEvaluates(app.db, staffActorOf(request), request.body)),
  );

  app.post(
    consoleEvaluateReplyEndpoint.path,
    staffRouteOptions(app, consoleEvaluateReplyEndpoint, tag),
    async (request, reply) =>
      reply.ok(await replyEvaluate(app.db, staffActorOf(request), request.body)),
  );

  app.post(
    consoleEvaluateHideEndpoint.path,
    staffRouteOptions(app, consoleEvaluateHideEndpoint, tag),
    async (request, reply) =>
      reply.ok(
        await setEvaluateShown(app.db, staffActorOf(request), request.body.evaluate_id, false),
      ),
  );

  app.post(
    consoleEvaluateShowEndpoint.path,
    staffRouteOptions(app, consoleEvaluateShowEndpoint, tag),
    async (request, reply) =>
      reply.ok(
        await setEvaluateShown(app.db, staffActorOf(request), request.body.evaluate_id, true),
      ),
  );
};
