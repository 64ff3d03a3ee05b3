import multipart from '@fastify/multipart';
import {
  evaluateAddEndpoint,
  evaluateAgainEndpoint,
  evaluateInfoEndpoint,
} from '@shop/contracts/aftersale';
import { envelopeSchema } from '@shop/contracts/common';
import { UploadResultSchema } from '@shop/contracts/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env';
import { endpointSchema } from '../../lib/endpoint-schema';
import { memberIdOf } from '../../plugins/auth';
import { UPLOAD_MAX_BYTES } from '../member';
import { EVALUATE_IMAGE, saveOwnImage } from './own-image';
import { addEvaluates, addEvaluatesAgain, getEvaluateInfo } from './evaluate.service';

/** Up to 6 pictures per line of an order of several lines. */
const uploadLimit = { max: 60, timeWindow: 10 * 60_000 };

/** The buyer's evaluations of an order's lines (issue 17): the member comes from the token only. */
export const evaluateRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  const required = { auth: 'required' } as const;
  const tag = 'aftersale';
  const deps = { db: app.db, kv: app.kv, uploadDir: config.uploadDir };

  app.post(
    evaluateInfoEndpoint.path,
    { config: required, schema: endpointSchema(evaluateInfoEndpoint, tag) },
    async (request, reply) =>
      reply.ok(await getEvaluateInfo(app.db, memberIdOf(request), request.body.order_id)),
  );

  app.post(
    evaluateAddEndpoint.path,
    { config: required, schema: endpointSchema(evaluateAddEndpoint, tag) },
    async (request, reply) => reply.ok(await addEvaluates(deps, memberIdOf(request), request.body)),
  );

  app.post(
    evaluateAgainEndpoint.path,
    { config: required, schema: endpointSchema(evaluateAgainEndpoint, tag) },
    async (request, reply) =>
      reply.ok(await addEvaluatesAgain(deps, memberIdOf(request), request.body)),
  );

  app.post(
    '/api/upload/evaluateimg',
    {
      config: { ...required, rateLimit: uploadLimit },
      schema: { tags: [tag], response: { 200: envelopeSchema(UploadResultSchema) } },
    },
    async (request, reply) =>
      reply.ok({
        pic_path: await saveOwnImage(request, deps, memberIdOf(request), EVALUATE_IMAGE),
      }),
  );
};
