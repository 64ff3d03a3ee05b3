import { envelopeSchema } from '@shop/contracts/common';
import type { OpenEndpoint } from '@shop/contracts/erp';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { auditOpenCall } from './open-audit';
import { openGuard, type ErpCaller } from './open-guard';

/** The OpenAPI tag every open call is listed under, and its security scheme (plugins/openapi). */
export const OPEN_API_TAG = 'ERP open API';
export const OPEN_API_SECURITY = 'ErpSignature';

/** An open call's body may be larger than a storefront call's: a batch of up to 1,000 rows. */
export const OPEN_BODY_LIMIT = 8 * 1024 * 1024;

/** What an open call's handler is given: the proven key, its shop and the validated body. */
export type OpenCall<Body> = {
  key: ErpCaller;
  siteId: number;
  body: Body;
  request: FastifyRequest;
};

/**
 * Registers one open API call declared with `defineOpenEndpoint` (issue 26), in the erp module:
 * the signature, key, address and scope guard on the raw body (`openGuard`), a rate limit per key
 * (shared through Redis when set), the endpoint's schemas, listed in the OpenAPI document under
 * "ERP open API" with its summary, scope and example; then the handler's data answered with
 * `reply.ok`, and every call past the signature audited (`auditOpenCall`). An open route is one
 * call: `openRoute(app, goodsBatchEndpoint, ({ siteId, body }) => upsertGoods(app.db, siteId, body))`.
 */
export function openRoute<Body extends z.ZodType, Data extends z.ZodType>(
  app: FastifyInstance,
  endpoint: OpenEndpoint<Body, Data>,
  handle: (call: OpenCall<z.output<Body>>) => Promise<z.input<Data>>,
): void {
  if (!app.hasRequestDecorator('erpCaller')) app.decorateRequest('erpCaller', null);
  if (!app.hasRequestDecorator('erpAnswer')) app.decorateRequest('erpAnswer', null);
  // The example is registered on the declared schema itself (not a copy made by `.meta`), so the
  // route validates with exactly the schema contracts declare.
  if (endpoint.example !== undefined && !z.globalRegistry.has(endpoint.body))
    z.globalRegistry.add(endpoint.body, { examples: [endpoint.example] });
  const body = endpoint.body;
  app.post(
    endpoint.path,
    {
      bodyLimit: OPEN_BODY_LIMIT,
      config: {
        // An ERP keeps syncing while the storefront is closed to buyers.
        openWhenClosed: true,
        rateLimit: {
          max: app.erpRateLimitPerMinute,
          timeWindow: 60_000,
          groupId: 'erp-open',
          // After the guard, so only a proven key's calls count against it.
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) =>
            `erp:${request.erpCaller?.keyId ?? request.ip}`,
        },
      },
      preParsing: openGuard(app, app.erpSecrets, endpoint.scope),
      onSend: auditOpenCall(app),
      schema: {
        tags: [OPEN_API_TAG],
        summary: endpoint.summary,
        description: `Scope: ${endpoint.scope ?? 'any valid key'}.`,
        security: [{ [OPEN_API_SECURITY]: [] }],
        body,
        response: { 200: envelopeSchema(endpoint.data) },
      },
    },
    async (request, reply) => {
      const key = request.erpCaller!;
      const data = await handle({
        key,
        siteId: key.siteId,
        body: request.body as z.output<Body>,
        request,
      });
      request.erpAnswer = { data };
      return reply.ok(data);
    },
  );
}
