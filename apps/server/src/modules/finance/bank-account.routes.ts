import {
  bankAccountAddEndpoint,
  bankAccountDeleteEndpoint,
  bankAccountEditEndpoint,
  bankAccountInfoEndpoint,
  bankAccountPageEndpoint,
  bankAccountSetDefaultEndpoint,
} from '@shop/contracts/member';
import type { Endpoint } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { memberIdOf } from '../../plugins/auth';
import {
  addBankAccount,
  editBankAccount,
  getBankAccount,
  getBankAccountPage,
  removeBankAccount,
  setDefaultBankAccount,
} from './bank-account.service';

/** Withdrawal accounts (`/api/memberbankaccount/*`, issue 16): the member comes from the token. */
export const bankAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { auth: 'required' } as const;
  const options = <Body extends Endpoint['body'], Data extends Endpoint['data']>(
    endpoint: Endpoint<Body, Data>,
  ) => ({ config: auth, schema: endpointSchema(endpoint, 'member') });

  app.post(bankAccountPageEndpoint.path, options(bankAccountPageEndpoint), async (request, reply) =>
    reply.ok(await getBankAccountPage(app.db, memberIdOf(request), request.body)),
  );
  app.post(bankAccountInfoEndpoint.path, options(bankAccountInfoEndpoint), async (request, reply) =>
    reply.ok(await getBankAccount(app.db, memberIdOf(request), request.body.id)),
  );
  app.post(bankAccountAddEndpoint.path, options(bankAccountAddEndpoint), async (request, reply) =>
    reply.ok(await addBankAccount(app.db, memberIdOf(request), request.body)),
  );
  app.post(bankAccountEditEndpoint.path, options(bankAccountEditEndpoint), async (request, reply) =>
    reply.ok(await editBankAccount(app.db, memberIdOf(request), request.body)),
  );
  app.post(
    bankAccountSetDefaultEndpoint.path,
    options(bankAccountSetDefaultEndpoint),
    async (request, reply) =>
      reply.ok(await setDefaultBankAccount(app.db, memberIdOf(request), request.body.id)),
  );
  app.post(
    bankAccountDeleteEndpoint.path,
    options(bankAccountDeleteEndpoint),
    async (request, reply) =>
      reply.ok(await removeBankAccount(app.db, memberIdOf(request), request.body.id)),
  );
};
