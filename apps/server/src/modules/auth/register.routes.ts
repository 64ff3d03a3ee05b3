import {
  AgreementSchema,
  AptitudeBodySchema,
  AptitudeListSchema,
  LoginResultSchema,
  MemberLabelListSchema,
  MobileCodeBodySchema,
  MobileCodeResultSchema,
  RegisterConfigSchema,
  RegisterFormConfigSchema,
  RegisterMobileBodySchema,
  RegisterUsernameBodySchema,
} from '@shop/contracts/auth';
import { EmptyBodySchema, envelopeSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberLabels, aptitudesForLabel } from '../member';
import type { AuthDeps } from './auth-deps';
import { answerLogin, clientOf, codeRateLimit } from './auth-reply';
import { getAgreement, getRegisterConfig, getRegisterForm } from './register-config.service';
import { registerByMobile, registerByUsername, sendRegisterCode } from './register.service';

const registerLimit = { max: 10, timeWindow: 10 * 60_000 };

/** Registration settings, buyer types, documents, agreement, and the two ways to register. */
export const registerRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  const open = (schema: object) => ({
    schema: { tags: ['auth'], body: EmptyBodySchema, response: { 200: schema } },
  });

  app.post(
    '/api/register/config',
    open(envelopeSchema(RegisterConfigSchema)),
    async (_request, reply) => reply.ok(await getRegisterConfig(app.db)),
  );
  app.post(
    '/memberregister/api/Config/Config',
    open(envelopeSchema(RegisterFormConfigSchema)),
    async (_request, reply) => reply.ok(await getRegisterForm(app.db)),
  );
  app.post(
    '/api/register/aggrement',
    open(envelopeSchema(AgreementSchema)),
    async (_request, reply) => reply.ok(await getAgreement(app.db)),
  );
  app.post(
    '/api/register/labellist',
    open(envelopeSchema(MemberLabelListSchema)),
    async (_request, reply) => reply.ok(await memberLabels(app.db)),
  );

  app.post(
    '/api/register/getAptitude',
    {
      schema: {
        tags: ['auth'],
        body: AptitudeBodySchema,
        response: { 200: envelopeSchema(AptitudeListSchema) },
      },
    },
    async (request, reply) => reply.ok(await aptitudesForLabel(app.db, request.body.member_label)),
  );

  app.post(
    '/api/register/mobileCode',
    {
      config: { rateLimit: codeRateLimit },
      schema: {
        tags: ['auth'],
        body: MobileCodeBodySchema,
        response: { 200: envelopeSchema(MobileCodeResultSchema) },
      },
    },
    async (request, reply) => reply.ok(await sendRegisterCode(deps, request.body, request.ip)),
  );

  app.post(
    '/api/register/username',
    {
      config: { rateLimit: registerLimit },
      schema: {
        tags: ['auth'],
        body: RegisterUsernameBodySchema,
        response: { 200: envelopeSchema(LoginResultSchema) },
      },
    },
    async (request, reply) =>
      answerLogin(reply, await registerByUsername(deps, request.body, clientOf(request))),
  );

  app.post(
    '/api/register/mobile',
    {
      config: { rateLimit: registerLimit },
      schema: {
        tags: ['auth'],
        body: RegisterMobileBodySchema,
        response: { 200: envelopeSchema(LoginResultSchema) },
      },
    },
    async (request, reply) =>
      answerLogin(reply, await registerByMobile(deps, request.body, clientOf(request))),
  );
};
