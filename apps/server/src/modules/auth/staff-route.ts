import type { StaffEndpoint } from '@shop/contracts/staff';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { staffActorOf, staffRouteOptions, type StaffActor } from './staff-access';

/** What a console call's handler is given: the guarded staff actor and the validated body. */
export type StaffCall<Body> = {
  actor: StaffActor;
  body: Body;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * Registers one console call declared with `defineStaffEndpoint` (issue 25): the staff session,
 * CSRF and permission guard and the endpoint's schemas (`staffRouteOptions`), then the handler's
 * result answered with `reply.ok`. A console route is one line:
 * `staffRoute(app, 'goods', consoleEditSkuEndpoint, ({ actor, body }) => editSku(app.db, actor, body))`.
 */
export function staffRoute<Body extends z.ZodType, Data extends z.ZodType>(
  app: FastifyInstance,
  tag: string,
  endpoint: StaffEndpoint<Body, Data>,
  handle: (call: StaffCall<z.output<Body>>) => Promise<z.input<Data>>,
): void {
  app.post(endpoint.path, staffRouteOptions(app, endpoint, tag), async (request, reply) =>
    reply.ok(
      await handle({
        actor: staffActorOf(request),
        body: request.body as z.output<Body>,
        request,
        reply,
      }),
    ),
  );
}
