import { envelopeSchema } from '@shop/contracts/common';
import {
  PointCreateBodySchema,
  PointCreatedSchema,
  PointGoodsDetailBodySchema,
  PointGoodsDetailSchema,
  PointGoodsPageBodySchema,
  PointGoodsPageSchema,
  PointLogPageBodySchema,
  PointLogPageSchema,
  PointPaymentBodySchema,
  PointPaymentSchema,
} from '@shop/contracts/point';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { memberIdOf, type AuthMode } from '../../plugins/auth';
import { confirmPointExchange, createPointExchange } from './point-exchange.service';
import { getPointGoodsDetail, getPointGoodsPage, getPointLogPage } from './point-mall.service';

/** A route's options: its auth mode, its body schema and the schema of its envelope's data. */
const route = <B extends z.ZodType, D extends z.ZodType>(auth: AuthMode, body: B, data: D) => ({
  config: { auth },
  schema: { tags: ['point'], body, response: { 200: envelopeSchema(data) } },
});

/** The points mall 积分商城 (Niushop's pointexchange addon) and the member's points ledger. */
export const pointRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pointexchange/api/goods/page',
    route('optional', PointGoodsPageBodySchema, PointGoodsPageSchema),
    async (request, reply) =>
      reply.ok(await getPointGoodsPage(app.db, await request.viewer(), request.body)),
  );

  app.post(
    '/pointexchange/api/goods/detail',
    route('optional', PointGoodsDetailBodySchema, PointGoodsDetailSchema),
    async (request, reply) =>
      reply.ok(await getPointGoodsDetail(app.db, await request.viewer(), request.body.id)),
  );

  app.post(
    '/pointexchange/api/ordercreate/payment',
    route('required', PointPaymentBodySchema, PointPaymentSchema),
    async (request, reply) =>
      reply.ok(
        await confirmPointExchange(app.db, memberIdOf(request), request.body, request.lang()),
      ),
  );

  app.post(
    '/pointexchange/api/ordercreate/create',
    route('required', PointCreateBodySchema, PointCreatedSchema),
    async (request, reply) =>
      reply.ok(
        await createPointExchange(app.db, memberIdOf(request), request.body, request.lang()),
      ),
  );

  app.post(
    '/api/memberaccount/pointpage',
    route('required', PointLogPageBodySchema, PointLogPageSchema),
    async (request, reply) =>
      reply.ok(await getPointLogPage(app.db, memberIdOf(request), request.body)),
  );
};
