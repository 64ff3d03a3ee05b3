import {
  consoleWithdrawApproveEndpoint,
  consoleWithdrawListEndpoint,
  consoleWithdrawPaidEndpoint,
  consoleWithdrawRejectEndpoint,
} from '@shop/contracts/member';
import type { FastifyPluginAsync } from 'fastify';
import { staffRoute } from '../auth';
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
export const withdrawConsoleRoutes: FastifyPluginAsync = async (app) => {
  const tag = 'console-withdraw';
  staffRoute(app, tag, consoleWithdrawListEndpoint, ({ actor, body }) =>
    consoleWithdrawList(app.db, actor, body),
  );
  staffRoute(app, tag, consoleWithdrawApproveEndpoint, ({ actor, body }) =>
    approveWithdraw(app.db, actor, body.withdraw_id),
  );
  staffRoute(app, tag, consoleWithdrawRejectEndpoint, ({ actor, body }) =>
    rejectWithdraw(app.db, actor, body.withdraw_id, body.reason),
  );
  staffRoute(app, tag, consoleWithdrawPaidEndpoint, ({ actor, body }) =>
    markWithdrawPaid(app.db, actor, body.withdraw_id, body.remark),
  );
};
