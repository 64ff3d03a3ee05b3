import {
  servicerAddEndpoint,
  servicerDisableEndpoint,
  servicerEditEndpoint,
  servicerEnableEndpoint,
  servicerListsEndpoint,
  servicerResetPasswordEndpoint,
} from '@shop/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActorOf, staffRouteOptions } from '../auth';
import {
  addServicer,
  editServicer,
  listServicers,
  resetServicerPassword,
  setServicerEnabled,
} from './servicer.service';

/** Servicer accounts in the staff console (issue 15), each call behind `servicer.manage`. */
export const servicerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    servicerListsEndpoint.path,
    staffRouteOptions(app, servicerListsEndpoint, 'staff'),
    async (request, reply) =>
      reply.ok(await listServicers(app.db, staffActorOf(request), request.body)),
  );

  app.post(
    servicerAddEndpoint.path,
    staffRouteOptions(app, servicerAddEndpoint, 'staff'),
    async (request, reply) => reply.ok(await addServicer(app, staffActorOf(request), request.body)),
  );

  app.post(
    servicerEditEndpoint.path,
    staffRouteOptions(app, servicerEditEndpoint, 'staff'),
    async (request, reply) =>
      reply.ok(await editServicer(app, staffActorOf(request), request.body)),
  );

  app.post(
    servicerDisableEndpoint.path,
    staffRouteOptions(app, servicerDisableEndpoint, 'staff'),
    async (request, reply) =>
      reply.ok(await setServicerEnabled(app, staffActorOf(request), request.body.staff_id, false)),
  );

  app.post(
    servicerEnableEndpoint.path,
    staffRouteOptions(app, servicerEnableEndpoint, 'staff'),
    async (request, reply) =>
      reply.ok(await setServicerEnabled(app, staffActorOf(request), request.body.staff_id, true)),
  );

  app.post(
    servicerResetPasswordEndpoint.path,
    staffRouteOptions(app, servicerResetPasswordEndpoint, 'staff'),
    async (request, reply) =>
      reply.ok(await resetServicerPassword(app, staffActorOf(request), request.body)),
  );
};
