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
import { memberIdOf } from '../../plugins/auth';
import { viewerOf } from '../catalogue/viewer';
import { confirmPointExchange, createPointExchange } from './point-exchange.service';
import { getPointGoodsDetail, getPointGoodsPage, getPointLogPage } from './point-mall.service';

const tags = ['point'];

/** The points mall 积分商城 (Niushop's pointexchange addon) and the member's points ledger. */
export const pointRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pointexchange/api/goods/page',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        body: PointGoodsPageBodySchema,
        response: { 200: envelopeSchema(PointGoodsPageSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await getPointGoodsPage(app.db, await viewerOf(app.db, request.auth), request.body)),
  );

  app.post(
    '/pointexchange/api/goods/detail',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        body: PointGoodsDetailBodySchema,
        response: { 200: envelopeSchema(PointGoodsDetailSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await getPointGoodsDetail(app.db, await viewerOf(app.db, request.auth), request.body.id),
      ),
  );

  app.post(
    '/pointexchange/api/ordercreate/payment',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        body: PointPaymentBodySchema,
        response: { 200: envelopeSchema(PointPaymentSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await confirmPointExchange(app.db, memberIdOf(request), request.body, request.lang()),
      ),
  );

  app.post(
    '/pointexchange/api/ordercreate/create',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        body: PointCreateBodySchema,
        response: { 200: envelopeSchema(PointCreatedSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await createPointExchange(app.db, memberIdOf(request), request.body, request.lang()),
      ),
  );

  app.post(
    '/api/memberaccount/pointpage',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        body: PointLogPageBodySchema,
        response: { 200: envelopeSchema(PointLogPageSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await getPointLogPage(app.db, memberIdOf(request), request.body)),
  );
};
