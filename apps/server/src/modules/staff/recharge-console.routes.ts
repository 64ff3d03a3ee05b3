import {
  consoleRechargeConfirmEndpoint,
  consoleRechargeDetailEndpoint,
  consoleRechargeListEndpoint,
  consoleRechargeRejectEndpoint,
} from '@shop/contracts/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActorOf, staffRouteOptions } from '../auth';
import {
  confirmRecharge,
  consoleRechargeDetail,
  consoleRechargePage,
  rejectRecharge,
} from './recharge-console.service';

/**
 * The console's recharge review (issue 16). In the staff module like the member console: it
 * stands on member (the recharge writes, through its front door) and auth (guard, audit), ADR 0015.
 */
export const rechargeConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tag = 'console-recharge';

  app.post(
    consoleRechargeListEndpoint.path,
    staffRouteOptions(app, consoleRechargeListEndpoint, tag),
    async (request, reply) =>
      reply.ok(await consoleRechargePage(app.db, staffActorOf(request), request.body)),
  );

  app.post(
    consoleRechargeDetailEndpoint.path,
    staffRouteOptions(app, consoleRechargeDetailEndpoint, tag),
    async (request, reply) =>
      reply.ok(
        await consoleRechargeDetail(app.db, staffActorOf(request), request.body.recharge_id),
      ),
  );

  app.post(
    consoleRechargeConfirmEndpoint.path,
    staffRouteOptions(app, consoleRechargeConfirmEndpoint, tag),
    async (request, reply) => {
      await confirmRecharge(app.db, staffActorOf(request), request.body.recharge_id);
      return reply.ok(null);
    },
  );

  app.post(
    consoleRechargeRejectEndpoint.path,
    staffRouteOptions(app, consoleRechargeRejectEndpoint, tag),
    async (request, reply) => {
      const { recharge_id, reason } = request.body;
      await rejectRecharge(app.db, staffActorOf(request), recharge_id, reason);
      return reply.ok(null);
    },
  );
};
