import multipart from '@fastify/multipart';
import {
  complainCancelEndpoint,
  complainEndpoint,
  REFUND_IMAGE_UPLOAD_PATH,
  RefundImageResultSchema,
  refundApplyEndpoint,
  refundCancelEndpoint,
  refundDataEndpoint,
  refundDeliveryEndpoint,
  refundDetailEndpoint,
  refundListEndpoint,
  refundMessageEndpoint,
} from '@shop/contracts/aftersale';
import { envelopeSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env';
import { endpointSchema } from '../../lib/endpoint-schema';
import { memberIdOf } from '../../plugins/auth';
import { UPLOAD_MAX_BYTES } from '../member';
import { cancelComplain, complain } from './complain.service';
import { applyRefund, getRefundData } from './refund-apply.service';
import {
  buyerMessage,
  cancelRefund,
  deliverReturn,
  getMemberRefund,
  listMemberRefunds,
} from './refund-buyer.service';
import { REFUND_IMAGE, saveOwnImage } from './own-image';

const required = { auth: 'required' } as const;
const uploadLimit = { max: 30, timeWindow: 10 * 60_000 };
const tag = 'aftersale';

/** The buyer's refunds, returns and complaints (issue 17). */
export const refundRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  const deps = { kv: app.kv, uploadDir: config.uploadDir };

  app.post(
    refundDataEndpoint.path,
    { config: required, schema: endpointSchema(refundDataEndpoint, tag) },
    async (request, reply) =>
      reply.ok(
        await getRefundData(
          app.db,
          memberIdOf(request),
          request.body.order_goods_id,
          request.lang(),
        ),
      ),
  );

  app.post(
    refundApplyEndpoint.path,
    { config: required, schema: endpointSchema(refundApplyEndpoint, tag) },
    async (request, reply) =>
      reply.ok(await applyRefund(app.db, deps, memberIdOf(request), request.body)),
  );

  app.post(
    refundListEndpoint.path,
    { config: required, schema: endpointSchema(refundListEndpoint, tag) },
    async (request, reply) =>
      reply.ok(await listMemberRefunds(app.db, memberIdOf(request), request.body, request.lang())),
  );

  app.post(
    refundDetailEndpoint.path,
    { config: required, schema: endpointSchema(refundDetailEndpoint, tag) },
    async (request, reply) =>
      reply.ok(
        await getMemberRefund(app.db, memberIdOf(request), request.body.refund_id, request.lang()),
      ),
  );

  app.post(
    refundCancelEndpoint.path,
    { config: required, schema: endpointSchema(refundCancelEndpoint, tag) },
    async (request, reply) =>
      reply.ok(await cancelRefund(app.db, memberIdOf(request), request.body.refund_id)),
  );

  app.post(
    refundDeliveryEndpoint.path,
    { config: required, schema: endpointSchema(refundDeliveryEndpoint, tag) },
    async (request, reply) =>
      reply.ok(await deliverReturn(app.db, memberIdOf(request), request.body)),
  );

  app.post(
    refundMessageEndpoint.path,
    { config: required, schema: endpointSchema(refundMessageEndpoint, tag) },
    async (request, reply) =>
      reply.ok(await buyerMessage(app.db, deps, memberIdOf(request), request.body)),
  );

  app.post(
    complainEndpoint.path,
    { config: required, schema: endpointSchema(complainEndpoint, tag) },
    async (request, reply) =>
      reply.ok(await complain(app.db, deps, memberIdOf(request), request.body)),
  );

  app.post(
    complainCancelEndpoint.path,
    { config: required, schema: endpointSchema(complainCancelEndpoint, tag) },
    async (request, reply) =>
      reply.ok(await cancelComplain(app.db, memberIdOf(request), request.body.refund_id)),
  );

  app.post(
    REFUND_IMAGE_UPLOAD_PATH,
    {
      config: { ...required, rateLimit: uploadLimit },
      schema: { tags: [tag], response: { 200: envelopeSchema(RefundImageResultSchema) } },
    },
    async (request, reply) =>
      reply.ok({ pic_path: await saveOwnImage(request, deps, memberIdOf(request), REFUND_IMAGE) }),
  );
};
