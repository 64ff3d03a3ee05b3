import multipart from '@fastify/multipart';
import { envelopeSchema } from '@shop/contracts/common';
import {
  memberQualificationEndpoint,
  qualificationConfigEndpoint,
  qualificationUploadEndpoint,
  UploadResultSchema,
} from '@shop/contracts/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import type { AppConfig } from '../../config/env';
import { memberIdOf } from '../../plugins/auth';
import { HEADIMG_UPLOAD_KIND } from './member.service';
import { getMemberQualification, uploadDocument } from './document.service';
import { getQualificationConfig, QUALIFICATION_UPLOAD_KIND } from './qualification.service';
import { saveUploadedImage, UPLOAD_MAX_BYTES } from './upload.service';

const uploadLimit = { max: 20, timeWindow: 10 * 60_000 };

/** Licence documents (issue 16) and image uploads (multipart, one file per call). */
export const qualificationRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  const uploaded = envelopeSchema(UploadResultSchema);

  app.post(
    qualificationConfigEndpoint.path,
    { schema: endpointSchema(qualificationConfigEndpoint, 'member') },
    async (request, reply) => reply.ok(await getQualificationConfig(app.db, request.lang())),
  );

  app.post(
    memberQualificationEndpoint.path,
    { config: { auth: 'required' }, schema: endpointSchema(memberQualificationEndpoint, 'member') },
    async (request, reply) =>
      reply.ok(await getMemberQualification(app.db, memberIdOf(request), request.lang())),
  );

  app.post(
    qualificationUploadEndpoint.path,
    { config: { auth: 'required' }, schema: endpointSchema(qualificationUploadEndpoint, 'member') },
    async (request, reply) =>
      reply.ok(await uploadDocument(app.db, config.uploadDir, memberIdOf(request), request.body)),
  );

  // Open to visitors: the registration form uploads before the account exists.
  app.post(
    '/api/upload/qualification',
    {
      config: { rateLimit: uploadLimit },
      schema: { tags: ['member'], response: { 200: uploaded } },
    },
    async (request, reply) => {
      const pic_path = await saveUploadedImage(request, {
        uploadDir: config.uploadDir,
        kind: QUALIFICATION_UPLOAD_KIND,
        maxSide: 2400,
      });
      return reply.ok({ pic_path });
    },
  );

  app.post(
    '/api/upload/headimg',
    {
      config: { auth: 'required', rateLimit: uploadLimit },
      schema: { tags: ['member'], response: { 200: uploaded } },
    },
    async (request, reply) => {
      memberIdOf(request);
      const pic_path = await saveUploadedImage(request, {
        uploadDir: config.uploadDir,
        kind: HEADIMG_UPLOAD_KIND,
        maxSide: 800,
      });
      return reply.ok({ pic_path });
    },
  );
};
