import { EmptyBodySchema, envelopeSchema } from '@shop/contracts/common';
import {
  CheckMobileBodySchema,
  MemberInfoSchema,
  MemberLevelListSchema,
  ModifyHeadimgBodySchema,
  ModifyNicknameBodySchema,
  MultiAccountListSchema,
} from '@shop/contracts/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config/env';
import { memberIdOf } from '../../plugins/auth';
import { areaRoutes } from './area.routes';
import {
  checkMobileFree,
  getMemberInfo,
  memberLevels,
  modifyHeadimg,
  modifyNickname,
  multiAccountList,
} from './member.service';
import { qualificationRoutes } from './qualification.routes';

const done = envelopeSchema(z.null());

/** The member's own account (identity from the token only), levels, regions and uploads. */
export const memberRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  await app.register(areaRoutes);
  await app.register(qualificationRoutes, { config });
  const required = { auth: 'required' as const };

  app.post(
    '/api/member/info',
    {
      config: required,
      schema: {
        tags: ['member'],
        body: EmptyBodySchema,
        response: { 200: envelopeSchema(MemberInfoSchema) },
      },
    },
    async (request, reply) => reply.ok(await getMemberInfo(app.db, memberIdOf(request))),
  );

  app.post(
    '/api/member/modifynickname',
    {
      config: required,
      schema: { tags: ['member'], body: ModifyNicknameBodySchema, response: { 200: done } },
    },
    async (request, reply) => {
      await modifyNickname(app.db, memberIdOf(request), request.body.nickname);
      return reply.ok(null);
    },
  );

  app.post(
    '/api/member/modifyheadimg',
    {
      config: required,
      schema: { tags: ['member'], body: ModifyHeadimgBodySchema, response: { 200: done } },
    },
    async (request, reply) => {
      await modifyHeadimg(app.db, config.uploadDir, memberIdOf(request), request.body.headimg);
      return reply.ok(null);
    },
  );

  app.post(
    '/api/member/checkmobile',
    {
      config: { ...required, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags: ['member'], body: CheckMobileBodySchema, response: { 200: done } },
    },
    async (request, reply) => {
      await checkMobileFree(app.db, request.body.mobile);
      return reply.ok(null);
    },
  );

  app.post(
    '/multiaccount/api/MultiAccount/lists',
    {
      config: required,
      schema: {
        tags: ['member'],
        body: EmptyBodySchema,
        response: { 200: envelopeSchema(MultiAccountListSchema) },
      },
    },
    async (request, reply) => reply.ok(await multiAccountList(app.db, memberIdOf(request))),
  );

  app.post(
    '/api/memberlevel/lists',
    {
      config: required,
      schema: {
        tags: ['member'],
        body: EmptyBodySchema,
        response: { 200: envelopeSchema(MemberLevelListSchema) },
      },
    },
    async (_request, reply) => reply.ok(await memberLevels(app.db)),
  );
};
