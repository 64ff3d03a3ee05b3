import {
  consoleComplainDecideEndpoint,
  consoleComplainListEndpoint,
  consoleRefundAgreeEndpoint,
  consoleRefundDetailEndpoint,
  consoleRefundListEndpoint,
  consoleRefundMessageEndpoint,
  consoleRefundReceiveEndpoint,
  consoleRefundRefuseEndpoint,
  consoleRefundTransferEndpoint,
} from '@shop/contracts/aftersale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActorOf, staffRouteOptions } from '../auth';
import { decideComplain, listComplains } from './complain-console.service';
import {
  agreeRefund,
  getConsoleRefund,
  listConsoleRefunds,
  markRefundTransferred,
  receiveReturn,
  refuseRefund,
  staffRefundMessage,
} from './refund-console.service';

/** The console's refunds and the platform's complaints (`/staff/api/refund|complain/*`). */
export const refundConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tag = 'aftersale';

  app.post(
    consoleRefundListEndpoint.path,
    staffRouteOptions(app, consoleRefundListEndpoint, tag),
    async (request, reply) =>
      reply.ok(
        await listConsoleRefunds(app.db, staffActorOf(request), request.body, request.lang()),
      ),
  );

  app.post(
    consoleRefundDetailEndpoint.path,
    staffRouteOptions(app, consoleRefundDetailEndpoint, tag),
    async (request, reply) =>
      reply.ok(
        await getConsoleRefund(
          app.db,
          staffActorOf(request),
          request.body.refund_id,
          request.lang(),
        ),
      ),
  );

  app.post(
    consoleRefundAgreeEndpoint.path,
    staffRouteOptions(app, consoleRefundAgreeEndpoint, tag),
    async (request, reply) =>
      reply.ok(await agreeRefund(app.db, staffActorOf(request), request.body)),
  );

  app.post(
    consoleRefundRefuseEndpoint.path,
    staffRouteOptions(app, consoleRefundRefuseEndpoint, tag),
    async (request, reply) =>
      reply.ok(
        await refuseRefund(
          app.db,
          staffActorOf(request),
          request.body.refund_id,
          request.body.reason,
        ),
      ),
  );

  app.post(
    consoleRefundReceiveEndpoint.path,
    staffRouteOptions(app, consoleRefundReceiveEndpoint, tag),
    async (request, reply) =>
      reply.ok(await receiveReturn(app.db, staffActorOf(request), request.body.refund_id)),
  );

  app.post(
    consoleRefundTransferEndpoint.path,
    staffRouteOptions(app, consoleRefundTransferEndpoint, tag),
    async (request, reply) =>
      reply.ok(
        await markRefundTransferred(
          app.db,
          staffActorOf(request),
          request.body.refund_id,
          request.body.remark,
        ),
      ),
  );

  app.post(
    consoleRefundMessageEndpoint.path,
    staffRouteOptions(app, consoleRefundMessageEndpoint, tag),
    async (request, reply) =>
      reply.ok(
        await staffRefundMessage(
          app.db,
          staffActorOf(request),
          request.body.refund_id,
          request.body.message,
        ),
      ),
  );

  app.post(
    consoleComplainListEndpoint.path,
    staffRouteOptions(app, consoleComplainListEndpoint, tag),
    async (request, reply) =>
      reply.ok(await listComplains(app.db, staffActorOf(request), request.body, request.lang())),
  );

  app.post(
    consoleComplainDecideEndpoint.path,
    staffRouteOptions(app, consoleComplainDecideEndpoint, tag),
    async (request, reply) =>
      reply.ok(await decideComplain(app.db, staffActorOf(request), request.body)),
  );
};
