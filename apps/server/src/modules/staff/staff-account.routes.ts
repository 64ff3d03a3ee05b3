import { staffAccountAddEndpoint, staffAccountListsEndpoint } from '@shop/contracts/staff';
import type { FastifyPluginAsync } from 'fastify';
import { staffRoute } from '../auth';
import { createStaffAccount, listStaffAccounts } from './staff-account.service';

/** Staff accounts of every role (issue 25), behind `staff.manage`. */
export const staffAccountRoutes: FastifyPluginAsync = async (app) => {
  staffRoute(app, 'staff', staffAccountListsEndpoint, ({ actor, body }) =>
    listStaffAccounts(app.db, actor, body),
  );
  staffRoute(app, 'staff', staffAccountAddEndpoint, ({ actor, body }) =>
    createStaffAccount(app.db, actor, body, 'staff.add'),
  );
};
