import {
  CaptchaBodySchema,
  CaptchaSchema,
  CheckLoginSchema,
  FindPasswordBodySchema,
  LoginBodySchema,
  LoginResultSchema,
  MobileCodeBodySchema,
  MobileCodeResultSchema,
  MobileLoginBodySchema,
} from '@shop/contracts/auth';
import { EmptyBodySchema, envelopeSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config/env';
import { createSmsSender } from '../../lib/sms';
import { requestToken } from '../../plugins/auth';
import type { AuthDeps } from './auth-deps';
import { answerLogin, clientOf, codeRateLimit, perMinute } from './auth-reply';
import { createCaptcha } from './captcha.service';
import { resetPassword } from './find-password.service';
import { mobileLogin, passwordLogin, switchAccount } from './login.service';
import { sendCodeToMember } from './member-code.service';
import { registerRoutes } from './register.routes';
import { clearSessionCookies } from './session-cookie';
import { revokeToken } from './token.service';

/** Captcha, login (password, SMS code, account switch), logout, password recovery, registration. */
export const authRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const deps: AuthDeps = {
    db: app.db,
    kv: app.kv,
    sms: createSmsSender(config.smsDriver, app.log),
    captchaEnabled: config.captchaEnabled,
    uploadDir: config.uploadDir,
  };
  const loggedIn = envelopeSchema(LoginResultSchema);
  const codeSent = envelopeSchema(MobileCodeResultSchema);
  await app.register(registerRoutes, { deps });

  app.post(
    '/api/captcha/captcha',
    {
      config: { rateLimit: perMinute(30) },
      schema: {
        tags: ['auth'],
        body: CaptchaBodySchema,
        response: { 200: envelopeSchema(CaptchaSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await createCaptcha(app.kv, config.captchaEnabled, request.body.captcha_id)),
  );

  app.post(
    '/api/login/login',
    {
      config: { auth: 'optional', rateLimit: perMinute(20) },
      schema: { tags: ['auth'], body: LoginBodySchema, response: { 200: loggedIn } },
    },
    async (request, reply) => {
      const { body } = request;
      if (body.change === 1 && body.member_id) {
        const outcome = await switchAccount(
          deps,
          {
            callerId: request.auth?.memberId,
            callerToken: requestToken(request),
            targetId: body.member_id,
            autoLoginDays: body.autoLoginRange ?? 0,
          },
          clientOf(request),
        );
        return answerLogin(reply, outcome);
      }
      return answerLogin(reply, await passwordLogin(deps, body, clientOf(request)));
    },
  );

  app.post(
    '/api/login/mobileCode',
    {
      config: { rateLimit: codeRateLimit },
      schema: { tags: ['auth'], body: MobileCodeBodySchema, response: { 200: codeSent } },
    },
    async (request, reply) =>
      reply.ok(await sendCodeToMember(deps, request.body, request.ip, 'login')),
  );

  app.post(
    '/api/login/mobile',
    {
      config: { rateLimit: perMinute(20) },
      schema: { tags: ['auth'], body: MobileLoginBodySchema, response: { 200: loggedIn } },
    },
    async (request, reply) =>
      answerLogin(reply, await mobileLogin(deps, request.body, clientOf(request))),
  );

  app.post(
    '/api/login/checklogin',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['auth'],
        body: EmptyBodySchema,
        response: { 200: envelopeSchema(CheckLoginSchema) },
      },
    },
    async (request, reply) => reply.ok({ is_login: request.auth !== null }),
  );

  app.post(
    '/api/login/logout',
    {
      schema: {
        tags: ['auth'],
        body: EmptyBodySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      const token = requestToken(request);
      if (token) await revokeToken(app.db, token);
      clearSessionCookies(reply);
      return reply.ok(null);
    },
  );

  app.post(
    '/api/findpassword/mobilecode',
    {
      config: { rateLimit: codeRateLimit },
      schema: { tags: ['auth'], body: MobileCodeBodySchema, response: { 200: codeSent } },
    },
    async (request, reply) =>
      reply.ok(await sendCodeToMember(deps, request.body, request.ip, 'find_password')),
  );

  app.post(
    '/api/findpassword/mobile',
    {
      config: { rateLimit: perMinute(10) },
      schema: {
        tags: ['auth'],
        body: FindPasswordBodySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      await resetPassword(deps, request.body);
      clearSessionCookies(reply);
      return reply.ok(null, 'auth.password_reset');
    },
  );
};
