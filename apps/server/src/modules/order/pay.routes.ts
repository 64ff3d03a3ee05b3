import multipart from '@fastify/multipart';
import { envelopeSchema } from '@shop/contracts/common';
import { UploadResultSchema } from '@shop/contracts/member';
import { payEndpoint, payInfoEndpoint } from '@shop/contracts/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import type { AppConfig } from '../../config/env';
import { memberIdOf } from '../../plugins/auth';
import { PAY_VOUCHER_TTL_MS, PAY_VOUCHER_UPLOAD_KIND, payVoucherKey } from '../finance';
import { saveUploadedImage, UPLOAD_MAX_BYTES } from '../member';
import { getPayInfo, payOutTrade } from './pay.service';

const uploadLimit = { max: 20, timeWindow: 10 * 60_000 };
/** Wrong pay passwords cannot be tried at speed. */
const payLimit = { max: 30, timeWindow: 60_000 };

/** Paying an out_trade_no (`/api/pay/*`) and uploading the offline transfer voucher. */
export const payRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  const tags = ['order'];

  app.post(
    payInfoEndpoint.path,
    { config: { auth: 'required' }, schema: endpointSchema(payInfoEndpoint, 'order') },
    async (request, reply) =>
      reply.ok(await getPayInfo(app.db, memberIdOf(request), request.body.out_trade_no)),
  );

  app.post(
    payEndpoint.path,
    {
      config: { auth: 'required', rateLimit: payLimit },
      schema: endpointSchema(payEndpoint, 'order'),
    },
    async (request, reply) =>
      reply.ok(
        await payOutTrade(
          { db: app.db, kv: app.kv, uploadDir: config.uploadDir },
          memberIdOf(request),
          request.body,
        ),
      ),
  );

  app.post(
    '/api/upload/payvoucher',
    {
      config: { auth: 'required', rateLimit: uploadLimit },
      schema: { tags, response: { 200: envelopeSchema(UploadResultSchema) } },
    },
    async (request, reply) => {
      const memberId = memberIdOf(request);
      const pic_path = await saveUploadedImage(request, {
        uploadDir: config.uploadDir,
        kind: PAY_VOUCHER_UPLOAD_KIND,
        maxSide: 2400,
      });
      await app.kv.set(payVoucherKey(memberId, pic_path), '1', PAY_VOUCHER_TTL_MS);
      return reply.ok({ pic_path });
    },
  );
};
