import {
  checkMobileEndpoint,
  memberLevelListEndpoint,
  modifyHeadimgEndpoint,
  modifyInfoEndpoint,
  modifyNicknameEndpoint,
  multiAccountListEndpoint,
} from '@shop/contracts/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import type { AppConfig } from '../../config/env';
import { memberIdOf } from '../../plugins/auth';
import { areaRoutes } from './area.routes';
import {
  checkMobileFree,
  memberLevels,
  modifyHeadimg,
  modifyInfo,
  modifyNickname,
  multiAccountList,
} from './member.service';
import { qualificationRoutes } from './qualification.routes';

/** The member's own account (identity from the token only), levels, regions and uploads. */
export const memberRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  await app.register(areaRoutes);
  await app.register(qualificationRoutes, { config });
  const required = { auth: 'required' as const };

  app.post(
    modifyNicknameEndpoint.path,
    { config: required, schema: endpointSchema(modifyNicknameEndpoint, 'member') },
    async (request, reply) => {
      await modifyNickname(app.db, memberIdOf(request), request.body.nickname);
      return reply.ok(null);
    },
  );

  app.post(
    modifyHeadimgEndpoint.path,
    { config: required, schema: endpointSchema(modifyHeadimgEndpoint, 'member') },
    async (request, reply) => {
      await modifyHeadimg(app.db, config.uploadDir, memberIdOf(request), request.body.headimg);
      return reply.ok(null);
    },
  );

  app.post(
    modifyInfoEndpoint.path,
    { config: required, schema: endpointSchema(modifyInfoEndpoint, 'member') },
    async (request, reply) => {
      await modifyInfo(app.db, memberIdOf(request), request.body);
      return reply.ok(null);
    },
  );

  app.post(
    checkMobileEndpoint.path,
    {
      config: { ...required, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: endpointSchema(checkMobileEndpoint, 'member'),
    },
    async (request, reply) => {
      await checkMobileFree(app.db, request.body.mobile);
      return reply.ok(null);
    },
  );

  app.post(
    multiAccountListEndpoint.path,
    { config: required, schema: endpointSchema(multiAccountListEndpoint, 'member') },
    async (request, reply) => reply.ok(await multiAccountList(app.db, memberIdOf(request))),
  );

  app.post(
    memberLevelListEndpoint.path,
    { config: required, schema: endpointSchema(memberLevelListEndpoint, 'member') },
    async (request, reply) => reply.ok(await memberLevels(app.db, request.lang())),
  );
};
