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
import type { FastifyPluginAsync } from 'fastify';
import { staffRoute } from '../auth';
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
export const refundConsoleRoutes: FastifyPluginAsync = async (app) => {
  const tag = 'aftersale';
  staffRoute(app, tag, consoleRefundListEndpoint, ({ actor, body, request }) =>
    listConsoleRefunds(app.db, actor, body, request.lang()),
  );
  staffRoute(app, tag, consoleRefundDetailEndpoint, ({ actor, body, request }) =>
    getConsoleRefund(app.db, actor, body.refund_id, request.lang()),
  );
  staffRoute(app, tag, consoleRefundAgreeEndpoint, ({ actor, body }) =>
    agreeRefund(app.db, actor, body),
  );
  staffRoute(app, tag, consoleRefundRefuseEndpoint, ({ actor, body }) =>
    refuseRefund(app.db, actor, body.refund_id, body.reason),
  );
  staffRoute(app, tag, consoleRefundReceiveEndpoint, ({ actor, body }) =>
    receiveReturn(app.db, actor, body.refund_id, body.no_waybill),
  );
  staffRoute(app, tag, consoleRefundTransferEndpoint, ({ actor, body }) =>
    markRefundTransferred(app.db, actor, body.refund_id, body.remark),
  );
  staffRoute(app, tag, consoleRefundMessageEndpoint, ({ actor, body }) =>
    staffRefundMessage(app.db, actor, body.refund_id, body.message),
  );
  staffRoute(app, tag, consoleComplainListEndpoint, ({ actor, body, request }) =>
    listComplains(app.db, actor, body, request.lang()),
  );
  staffRoute(app, tag, consoleComplainDecideEndpoint, ({ actor, body }) =>
    decideComplain(app.db, actor, body),
  );
};
