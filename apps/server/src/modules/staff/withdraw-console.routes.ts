import {
  consoleWithdrawApproveEndpoint,
  consoleWithdrawListEndpoint,
  consoleWithdrawPaidEndpoint,
  consoleWithdrawRejectEndpoint,
} from '@shop/contracts/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActorOf, staffRouteOptions } from '../auth';
import {
  approveWithdraw,
  consoleWithdrawList,
  markWithdrawPaid,
  rejectWithdraw,
} from './withdraw-console.service';

/**
 * The console's withdrawal review (`/staff/api/withdraw/*`, issue 16). In the staff module for
 * the reason the member console is (docs/adr/0015-staff-see-members.md): member (floor 1) owns the
 * tables but cannot host a guarded route; its writes are called through its front door.
 */
export const withdrawConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tag = 'console-withdraw';

  app.post(
    consoleWithdrawListEndpoint.path,
    staffRouteOptions(app, consoleWithdrawListEndpoint, tag),
    async (request, reply) =>
      reply.ok(await consoleWithdrawList(app.db, staffActorOf(request), request.body)),
  );

  app.post(
    consoleWithdrawApproveEndpoint.path,
    staffRouteOptions(app, consoleWithdrawApproveEndpoint, tag),
    async (request, reply) =>
      reply.ok(await approveWithdraw(app.db, staffActorOf(request), request.body.withdraw_id)),
  );

  app.post(
    consoleWithdrawRejectEndpoint.path,
    staffRouteOptions(app, consoleWithdrawRejectEndpoint, tag),
    async (request, reply) =>
      reply.ok(
        await rejectWithdraw(
          app.db,
          staffActorOf(request),
          request.body.withdraw_id,
          request.body.reason,
        ),
      ),
  );

  app.post(
    consoleWithdrawPaidEndpoint.path,
    staffRouteOptions(app, consoleWithdrawPaidEndpoint, tag),
    async (request, reply) =>
      reply.ok(
        await markWithdrawPaid(
          app.db,
          staffActorOf(request),
          request.body.withdraw_id,
          request.body.remark,
        ),
      ),
  );
};
