import {
  servicerAddEndpoint,
  servicerDisableEndpoint,
  servicerEditEndpoint,
  servicerEnableEndpoint,
  servicerListsEndpoint,
  servicerResetPasswordEndpoint,
} from '@shop/contracts/staff';
import type { FastifyPluginAsync } from 'fastify';
import { staffRoute } from '../auth';
import {
  addServicer,
  editServicer,
  listServicers,
  resetServicerPassword,
  setServicerEnabled,
} from './servicer.service';

/** Servicer accounts in the staff console (issue 15), each call behind `servicer.manage`. */
export const servicerRoutes: FastifyPluginAsync = async (app) => {
  const tag = 'staff';
  staffRoute(app, tag, servicerListsEndpoint, ({ actor, body }) =>
    listServicers(app.db, actor, body),
  );
  staffRoute(app, tag, servicerAddEndpoint, ({ actor, body }) => addServicer(app, actor, body));
  staffRoute(app, tag, servicerEditEndpoint, ({ actor, body }) => editServicer(app, actor, body));
  staffRoute(app, tag, servicerDisableEndpoint, ({ actor, body }) =>
    setServicerEnabled(app, actor, body.staff_id, false),
  );
  staffRoute(app, tag, servicerEnableEndpoint, ({ actor, body }) =>
    setServicerEnabled(app, actor, body.staff_id, true),
  );
  staffRoute(app, tag, servicerResetPasswordEndpoint, ({ actor, body }) =>
    resetServicerPassword(app, actor, body),
  );
};
