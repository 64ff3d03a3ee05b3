import {
  checkVerifierEndpoint,
  verifyCodeEndpoint,
  verifyDetailEndpoint,
  verifyInfoEndpoint,
  verifyListEndpoint,
} from '@shop/contracts/verify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { memberIdOf } from '../../plugins/auth';
import { verifyCode } from './verify-desk.service';
import { checkVerifier, listVerifyRecords, verifyInfo, verifyRecordDetail } from './verify.service';

/** The verification desk (`/api/verify/*`, issue 17): the verifier comes from the token only. */
export const verifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { auth: 'required' } as const;
  const tag = 'verify';

  app.post(
    checkVerifierEndpoint.path,
    { config, schema: endpointSchema(checkVerifierEndpoint, tag) },
    async (request, reply) =>
      reply.ok(await checkVerifier(app.db, memberIdOf(request), request.lang())),
  );

  app.post(
    verifyInfoEndpoint.path,
    { config, schema: endpointSchema(verifyInfoEndpoint, tag) },
    async (request, reply) =>
      reply.ok(
        await verifyInfo(app.db, memberIdOf(request), request.body.verify_code, request.lang()),
      ),
  );

  app.post(
    verifyCodeEndpoint.path,
    { config, schema: endpointSchema(verifyCodeEndpoint, tag) },
    async (request, reply) =>
      reply.ok(
        await verifyCode(app.db, memberIdOf(request), request.body.verify_code, request.lang()),
      ),
  );

  app.post(
    verifyListEndpoint.path,
    { config, schema: endpointSchema(verifyListEndpoint, tag) },
    async (request, reply) =>
      reply.ok(await listVerifyRecords(app.db, memberIdOf(request), request.body, request.lang())),
  );

  app.post(
    verifyDetailEndpoint.path,
    { config, schema: endpointSchema(verifyDetailEndpoint, tag) },
    async (request, reply) =>
      reply.ok(
        await verifyRecordDetail(
          app.db,
          memberIdOf(request),
          request.body.verify_id,
          request.lang(),
        ),
      ),
  );
};
