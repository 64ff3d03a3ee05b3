import {
  captchaEndpoint,
  checkLoginEndpoint,
  findPasswordCodeEndpoint,
  findPasswordEndpoint,
  loginEndpoint,
  loginMobileCodeEndpoint,
  logoutEndpoint,
  mobileLoginEndpoint,
} from '@shop/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
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
import { securityRoutes } from './security.routes';
import { salesmanRoutes } from './salesman.routes';
import { clearSessionCookies } from './session-cookie';
import { revokeToken } from './token.service';

/** Captcha, login (password, SMS code, account switch), logout, password recovery, registration. */
export const authRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const deps: AuthDeps = {
    db: app.db,
    kv: app.kv,
    sms: createSmsSender(config, app.log),
    captchaEnabled: config.captchaEnabled,
    uploadDir: config.uploadDir,
  };
  await app.register(registerRoutes, { deps });
  await app.register(securityRoutes, { deps });
  await app.register(salesmanRoutes);

  app.post(
    captchaEndpoint.path,
    {
      // The console's sign-in uses it too, and staff must be able to reopen a closed site.
      config: { rateLimit: perMinute(30), openWhenClosed: true },
      schema: endpointSchema(captchaEndpoint, 'auth'),
    },
    async (request, reply) =>
      reply.ok(await createCaptcha(app.kv, config.captchaEnabled, request.body.captcha_id)),
  );

  app.post(
    loginEndpoint.path,
    {
      config: { auth: 'optional', rateLimit: perMinute(20) },
      schema: endpointSchema(loginEndpoint, 'auth'),
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
    loginMobileCodeEndpoint.path,
    {
      config: { rateLimit: codeRateLimit },
      schema: endpointSchema(loginMobileCodeEndpoint, 'auth'),
    },
    async (request, reply) =>
      reply.ok(await sendCodeToMember(deps, request.body, request.ip, 'login')),
  );

  app.post(
    mobileLoginEndpoint.path,
    { config: { rateLimit: perMinute(20) }, schema: endpointSchema(mobileLoginEndpoint, 'auth') },
    async (request, reply) =>
      answerLogin(reply, await mobileLogin(deps, request.body, clientOf(request))),
  );

  app.post(
    checkLoginEndpoint.path,
    { config: { auth: 'optional' }, schema: endpointSchema(checkLoginEndpoint, 'auth') },
    async (request, reply) => reply.ok({ is_login: request.auth !== null }),
  );

  app.post(
    logoutEndpoint.path,
    { schema: endpointSchema(logoutEndpoint, 'auth') },
    async (request, reply) => {
      const token = requestToken(request);
      if (token) await revokeToken(app.db, token);
      clearSessionCookies(reply);
      return reply.ok(null);
    },
  );

  app.post(
    findPasswordCodeEndpoint.path,
    {
      config: { rateLimit: codeRateLimit },
      schema: endpointSchema(findPasswordCodeEndpoint, 'auth'),
    },
    async (request, reply) =>
      reply.ok(await sendCodeToMember(deps, request.body, request.ip, 'find_password')),
  );

  app.post(
    findPasswordEndpoint.path,
    { config: { rateLimit: perMinute(10) }, schema: endpointSchema(findPasswordEndpoint, 'auth') },
    async (request, reply) => {
      await resetPassword(deps, request.body);
      clearSessionCookies(reply);
      return reply.ok(null, 'auth.password_reset');
    },
  );
};
