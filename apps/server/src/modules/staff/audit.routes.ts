import { auditListsEndpoint } from '@shop/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActorOf, staffRouteOptions } from '../auth';
import { listAudit } from './audit.service';

/** The audit log search of the staff console (issue 15), behind `audit.read`. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    auditListsEndpoint.path,
    staffRouteOptions(app, auditListsEndpoint, 'staff'),
    async (request, reply) =>
      reply.ok(await listAudit(app.db, staffActorOf(request), request.body)),
  );
};
