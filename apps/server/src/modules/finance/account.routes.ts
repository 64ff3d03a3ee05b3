import {
  memberAccountInfoEndpoint,
  memberAccountPageEndpoint,
  memberAccountStatementEndpoint,
  rechargeCloseEndpoint,
  rechargeConfigEndpoint,
  rechargeCreateEndpoint,
  rechargeInfoEndpoint,
  rechargeOfflinePayEndpoint,
  rechargePageEndpoint,
} from '@shop/contracts/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env';
import { endpointSchema } from '../../lib/endpoint-schema';
import { memberIdOf } from '../../plugins/auth';
import { getAccountInfo, getLedgerPage, getStatement } from './account.service';
import {
  closeRecharge,
  createRecharge,
  getRechargeConfig,
  getRechargeDetail,
  getRechargePage,
  payRechargeOffline,
} from './recharge.service';

/** The member's account, ledger, statement and recharges (issue 16); the member is the token's. */
export const accountRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  const auth = { auth: 'required' } as const;
  const writeLimit = { ...auth, rateLimit: { max: 30, timeWindow: 60_000 } };

  app.post(
    memberAccountInfoEndpoint.path,
    { config: auth, schema: endpointSchema(memberAccountInfoEndpoint, 'member') },
    async (request, reply) => reply.ok(await getAccountInfo(app.db, memberIdOf(request))),
  );

  app.post(
    memberAccountPageEndpoint.path,
    { config: auth, schema: endpointSchema(memberAccountPageEndpoint, 'member') },
    async (request, reply) =>
      reply.ok(await getLedgerPage(app.db, memberIdOf(request), request.body)),
  );

  app.post(
    memberAccountStatementEndpoint.path,
    { config: auth, schema: endpointSchema(memberAccountStatementEndpoint, 'member') },
    async (request, reply) =>
      reply.ok(await getStatement(app.db, memberIdOf(request), request.body.months)),
  );

  app.post(
    rechargeConfigEndpoint.path,
    { config: auth, schema: endpointSchema(rechargeConfigEndpoint, 'member') },
    async (_request, reply) => reply.ok(await getRechargeConfig(app.db)),
  );

  app.post(
    rechargeCreateEndpoint.path,
    { config: writeLimit, schema: endpointSchema(rechargeCreateEndpoint, 'member') },
    async (request, reply) =>
      reply.ok(await createRecharge(app.db, memberIdOf(request), request.body)),
  );

  app.post(
    rechargePageEndpoint.path,
    { config: auth, schema: endpointSchema(rechargePageEndpoint, 'member') },
    async (request, reply) =>
      reply.ok(await getRechargePage(app.db, memberIdOf(request), request.body)),
  );

  app.post(
    rechargeInfoEndpoint.path,
    { config: auth, schema: endpointSchema(rechargeInfoEndpoint, 'member') },
    async (request, reply) =>
      reply.ok(await getRechargeDetail(app.db, memberIdOf(request), request.body.recharge_id)),
  );

  app.post(
    rechargeOfflinePayEndpoint.path,
    { config: writeLimit, schema: endpointSchema(rechargeOfflinePayEndpoint, 'member') },
    async (request, reply) => {
      const deps = { db: app.db, kv: app.kv, uploadDir: config.uploadDir };
      await payRechargeOffline(deps, memberIdOf(request), request.body);
      return reply.ok(null);
    },
  );

  app.post(
    rechargeCloseEndpoint.path,
    { config: auth, schema: endpointSchema(rechargeCloseEndpoint, 'member') },
    async (request, reply) => {
      await closeRecharge(app.db, memberIdOf(request), request.body.recharge_id);
      return reply.ok(null);
    },
  );
};
