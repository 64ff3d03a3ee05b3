import { auditListsEndpoint } from '@shop/contracts/staff';
import type { FastifyPluginAsync } from 'fastify';
import { staffRoute } from '../auth';
import { listAudit } from './audit.service';

/** The audit log search of the staff console (issue 15), behind `audit.read`. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  staffRoute(app, 'staff', auditListsEndpoint, ({ actor, body }) => listAudit(app.db, actor, body));
};
