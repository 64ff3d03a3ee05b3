import { envelopeSchema } from '@shop/contracts/common';
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

/** A handler's answer: the endpoint's data; a call answering no data (null) may return nothing. */
type StaffAnswer<Data extends z.ZodType> =
  null extends z.input<Data> ? z.input<Data> | void : z.input<Data>;

/**
 * Registers one console call declared with `defineStaffEndpoint` (issue 25): the staff session,
 * CSRF and permission guard and the endpoint's schemas (`staffRouteOptions`), then the handler's
 * result answered with `reply.ok` (null when a no-data call's handler returns nothing). A console
 * route is one call:
 * `staffRoute(app, 'goods', consoleEditSkuEndpoint, ({ actor, body }) => editSku(app.db, actor, body))`.
 */
export function staffRoute<Body extends z.ZodType, Data extends z.ZodType>(
  app: FastifyInstance,
  tag: string,
  endpoint: StaffEndpoint<Body, Data>,
  handle: (call: StaffCall<z.output<Body>>) => Promise<StaffAnswer<Data>>,
): void {
  app.post(endpoint.path, staffRouteOptions(app, endpoint, tag), async (request, reply) =>
    reply.ok(
      (await handle({
        actor: staffActorOf(request),
        body: request.body as z.output<Body>,
        request,
        reply,
      })) ?? null,
    ),
  );
}

/**
 * Registers a console upload (multipart/form-data): the same guard, but the handler reads the
 * fields and the file from the request itself, so only the answer is declared; `rateLimit` caps
 * the uploads per client.
 */
export function staffUploadRoute<Data extends z.ZodType>(
  app: FastifyInstance,
  tag: string,
  endpoint: StaffEndpoint<z.ZodType, Data>,
  rateLimit: { max: number; timeWindow: number },
  handle: (call: Omit<StaffCall<never>, 'body'>) => Promise<z.input<Data>>,
): void {
  app.post(
    endpoint.path,
    {
      ...staffRouteOptions(app, endpoint, tag),
      config: { openWhenClosed: true, rateLimit },
      schema: { tags: [tag], response: { 200: envelopeSchema(endpoint.data) } },
    },
    async (request, reply) =>
      reply.ok(await handle({ actor: staffActorOf(request), request, reply })),
  );
}
