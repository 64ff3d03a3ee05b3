import {
  bindMobileCodeEndpoint,
  logoutOthersEndpoint,
  modifyMobileEndpoint,
  modifyPasswordEndpoint,
  modifyPayPasswordEndpoint,
  oldMobileCodeEndpoint,
  passwordCodeEndpoint,
  payPasswordCodeEndpoint,
} from '@shop/contracts/member';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod as Plugin } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { memberIdOf, requestToken } from '../../plugins/auth';
import type { AuthDeps } from './auth-deps';
import { codeRateLimit, perMinute } from './auth-reply';
import { sendCodeToBoundMobile } from './security-proof.service';
import {
  modifyMobile,
  modifyPassword,
  modifyPayPassword,
  sendNewMobileCode,
  type Caller,
} from './security.service';
import { revokeOtherTokens } from './token.service';

const callerOf = (request: FastifyRequest): Caller => ({
  memberId: memberIdOf(request),
  token: requestToken(request) ?? '',
});

/** The member's security calls (issue 16): passwords, pay password, mobile, other sessions. */
export const securityRoutes: Plugin<{ deps: AuthDeps }> = async (app, { deps }) => {
  const codeCall = { auth: 'required' as const, rateLimit: codeRateLimit };
  const changeCall = { auth: 'required' as const, rateLimit: perMinute(10) };

  app.post(
    passwordCodeEndpoint.path,
    { config: codeCall, schema: endpointSchema(passwordCodeEndpoint, 'member') },
    async (request, reply) =>
      reply.ok(
        await sendCodeToBoundMobile(deps, memberIdOf(request), 'modify_password', request.ip),
      ),
  );
  app.post(
    payPasswordCodeEndpoint.path,
    { config: codeCall, schema: endpointSchema(payPasswordCodeEndpoint, 'member') },
    async (request, reply) =>
      reply.ok(await sendCodeToBoundMobile(deps, memberIdOf(request), 'pay_password', request.ip)),
  );
  app.post(
    oldMobileCodeEndpoint.path,
    { config: codeCall, schema: endpointSchema(oldMobileCodeEndpoint, 'member') },
    async (request, reply) =>
      reply.ok(await sendCodeToBoundMobile(deps, memberIdOf(request), 'mobile_old', request.ip)),
  );
  app.post(
    bindMobileCodeEndpoint.path,
    { config: codeCall, schema: endpointSchema(bindMobileCodeEndpoint, 'member') },
    async (request, reply) =>
      reply.ok(await sendNewMobileCode(deps, request.body.mobile, request.ip)),
  );

  app.post(
    modifyPasswordEndpoint.path,
    { config: changeCall, schema: endpointSchema(modifyPasswordEndpoint, 'member') },
    async (request, reply) => {
      await modifyPassword(deps, callerOf(request), request.body);
      return reply.ok(null, 'member.password_changed');
    },
  );
  app.post(
    modifyPayPasswordEndpoint.path,
    { config: changeCall, schema: endpointSchema(modifyPayPasswordEndpoint, 'member') },
    async (request, reply) => {
      await modifyPayPassword(deps, memberIdOf(request), request.body);
      return reply.ok(null, 'member.pay_password_changed');
    },
  );
  app.post(
    modifyMobileEndpoint.path,
    { config: changeCall, schema: endpointSchema(modifyMobileEndpoint, 'member') },
    async (request, reply) => {
      await modifyMobile(deps, memberIdOf(request), request.body);
      return reply.ok(null, 'member.mobile_changed');
    },
  );
  app.post(
    logoutOthersEndpoint.path,
    { config: changeCall, schema: endpointSchema(logoutOthersEndpoint, 'member') },
    async (request, reply) => {
      const caller = callerOf(request);
      return reply.ok({ count: await revokeOtherTokens(app.db, caller.memberId, caller.token) });
    },
  );
};
