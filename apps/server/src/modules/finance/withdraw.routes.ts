import type { Endpoint } from '@shop/contracts/common';
import {
  withdrawApplyEndpoint,
  withdrawConfigEndpoint,
  withdrawInfoEndpoint,
  withdrawPageEndpoint,
  withdrawTransferTypeEndpoint,
} from '@shop/contracts/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { translate } from '../../lib/i18n/translate';
import { memberIdOf } from '../../plugins/auth';
import { getWithdrawSettings } from './withdraw.config';
import { applyWithdraw, getWithdraw, getWithdrawConfig, getWithdrawPage } from './withdraw.service';

/** Withdrawals (`/api/memberwithdraw/*`, issue 16): the member comes from the token only. */
export const withdrawRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { auth: 'required' } as const;
  const options = <Body extends Endpoint['body'], Data extends Endpoint['data']>(
    endpoint: Endpoint<Body, Data>,
  ) => ({ config: auth, schema: endpointSchema(endpoint, 'member') });

  app.post(
    withdrawTransferTypeEndpoint.path,
    options(withdrawTransferTypeEndpoint),
    async (request, reply) => {
      const { transfer_types } = await getWithdrawSettings(app.db);
      const lang = request.lang();
      return reply.ok(
        transfer_types.map((type) => ({ type, name: translate(lang, `withdraw.type_${type}`) })),
      );
    },
  );
  app.post(withdrawConfigEndpoint.path, options(withdrawConfigEndpoint), async (request, reply) =>
    reply.ok(await getWithdrawConfig(app.db, memberIdOf(request))),
  );
  app.post(withdrawApplyEndpoint.path, options(withdrawApplyEndpoint), async (request, reply) =>
    reply.ok(await applyWithdraw(app.db, memberIdOf(request), request.body)),
  );
  app.post(withdrawPageEndpoint.path, options(withdrawPageEndpoint), async (request, reply) =>
    reply.ok(await getWithdrawPage(app.db, memberIdOf(request), request.body)),
  );
  app.post(withdrawInfoEndpoint.path, options(withdrawInfoEndpoint), async (request, reply) =>
    reply.ok(await getWithdraw(app.db, memberIdOf(request), request.body.id)),
  );
};
