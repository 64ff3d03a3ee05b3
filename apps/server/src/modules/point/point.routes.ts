import {
  pointCreateEndpoint,
  pointGoodsDetailEndpoint,
  pointGoodsPageEndpoint,
  pointLogPageEndpoint,
  pointPaymentEndpoint,
} from '@shop/contracts/point';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { memberIdOf, memberViewerOf } from '../../plugins/auth';
import { confirmPointExchange, createPointExchange } from './point-exchange.service';
import { getPointGoodsDetail, getPointGoodsPage, getPointLogPage } from './point-mall.service';

const optional = { auth: 'optional' } as const;
const required = { auth: 'required' } as const;

/** The points mall 积分商城 (Niushop's pointexchange addon) and the member's points ledger. */
export const pointRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    pointGoodsPageEndpoint.path,
    { config: optional, schema: endpointSchema(pointGoodsPageEndpoint, 'point') },
    async (request, reply) =>
      reply.ok(await getPointGoodsPage(app.db, await request.viewer(), request.body)),
  );

  app.post(
    pointGoodsDetailEndpoint.path,
    { config: optional, schema: endpointSchema(pointGoodsDetailEndpoint, 'point') },
    async (request, reply) =>
      reply.ok(await getPointGoodsDetail(app.db, await request.viewer(), request.body.id)),
  );

  app.post(
    pointPaymentEndpoint.path,
    { config: required, schema: endpointSchema(pointPaymentEndpoint, 'point') },
    async (request, reply) =>
      reply.ok(
        await confirmPointExchange(
          app.db,
          await memberViewerOf(request),
          request.body,
          request.lang(),
        ),
      ),
  );

  app.post(
    pointCreateEndpoint.path,
    { config: required, schema: endpointSchema(pointCreateEndpoint, 'point') },
    async (request, reply) =>
      reply.ok(
        await createPointExchange(
          app.db,
          await memberViewerOf(request),
          request.body,
          request.lang(),
        ),
      ),
  );

  app.post(
    pointLogPageEndpoint.path,
    { config: required, schema: endpointSchema(pointLogPageEndpoint, 'point') },
    async (request, reply) =>
      reply.ok(await getPointLogPage(app.db, memberIdOf(request), request.body)),
  );
};
