import {
  agreementEndpoint,
  aptitudeListEndpoint,
  labelListEndpoint,
  registerConfigEndpoint,
  registerFormConfigEndpoint,
  registerMobileCodeEndpoint,
  registerMobileEndpoint,
  registerUsernameEndpoint,
} from '@shop/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { aptitudesForLabel, memberLabels } from '../member';
import type { AuthDeps } from './auth-deps';
import { answerLogin, clientOf, codeRateLimit } from './auth-reply';
import { getAgreement, getRegisterConfig, getRegisterForm } from './register-config.service';
import { registerByMobile, registerByUsername, sendRegisterCode } from './register.service';

const registerLimit = { max: 10, timeWindow: 10 * 60_000 };

/** Registration settings, buyer types, documents, agreement, and the two ways to register. */
export const registerRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.post(
    registerConfigEndpoint.path,
    { schema: endpointSchema(registerConfigEndpoint, 'auth') },
    async (_request, reply) => reply.ok(await getRegisterConfig(app.db)),
  );
  app.post(
    registerFormConfigEndpoint.path,
    { schema: endpointSchema(registerFormConfigEndpoint, 'auth') },
    async (_request, reply) => reply.ok(await getRegisterForm(app.db)),
  );
  app.post(
    agreementEndpoint.path,
    { schema: endpointSchema(agreementEndpoint, 'auth') },
    async (_request, reply) => reply.ok(await getAgreement(app.db)),
  );
  app.post(
    labelListEndpoint.path,
    { schema: endpointSchema(labelListEndpoint, 'auth') },
    async (_request, reply) => reply.ok(await memberLabels(app.db)),
  );

  app.post(
    aptitudeListEndpoint.path,
    { schema: endpointSchema(aptitudeListEndpoint, 'auth') },
    async (request, reply) =>
      reply.ok(await aptitudesForLabel(app.db, request.body.member_label, request.lang())),
  );

  app.post(
    registerMobileCodeEndpoint.path,
    {
      config: { rateLimit: codeRateLimit },
      schema: endpointSchema(registerMobileCodeEndpoint, 'auth'),
    },
    async (request, reply) => reply.ok(await sendRegisterCode(deps, request.body, request.ip)),
  );

  app.post(
    registerUsernameEndpoint.path,
    {
      config: { rateLimit: registerLimit },
      schema: endpointSchema(registerUsernameEndpoint, 'auth'),
    },
    async (request, reply) =>
      answerLogin(reply, await registerByUsername(deps, request.body, clientOf(request))),
  );

  app.post(
    registerMobileEndpoint.path,
    {
      config: { rateLimit: registerLimit },
      schema: endpointSchema(registerMobileEndpoint, 'auth'),
    },
    async (request, reply) =>
      answerLogin(reply, await registerByMobile(deps, request.body, clientOf(request))),
  );
};
