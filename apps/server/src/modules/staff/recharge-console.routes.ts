import {
  consoleRechargeConfirmEndpoint,
  consoleRechargeDetailEndpoint,
  consoleRechargeListEndpoint,
  consoleRechargeRejectEndpoint,
} from '@shop/contracts/member';
import type { FastifyPluginAsync } from 'fastify';
import { staffRoute } from '../auth';
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
export const rechargeConsoleRoutes: FastifyPluginAsync = async (app) => {
  const tag = 'console-recharge';
  staffRoute(app, tag, consoleRechargeListEndpoint, ({ actor, body }) =>
    consoleRechargePage(app.db, actor, body),
  );
  staffRoute(app, tag, consoleRechargeDetailEndpoint, ({ actor, body }) =>
    consoleRechargeDetail(app.db, actor, body.recharge_id),
  );
  staffRoute(app, tag, consoleRechargeConfirmEndpoint, ({ actor, body }) =>
    confirmRecharge(app.db, actor, body.recharge_id),
  );
  staffRoute(app, tag, consoleRechargeRejectEndpoint, ({ actor, body }) =>
    rejectRecharge(app.db, actor, body.recharge_id, body.reason),
  );
};
