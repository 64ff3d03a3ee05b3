import { staffLoginEndpoint, staffLogoutEndpoint } from '@shop/contracts/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import type { AppConfig } from '../../config/env';
import { clearStaffCookie, requestStaffToken, setStaffCookie } from '../auth';
import { auditRoutes } from './audit.routes';
import { consoleLoginRoutes } from './console-login.routes';
import { servicerRoutes } from './servicer.routes';
import { staffLogout, workbenchLogin, type StaffLoginDeps } from './staff-login.service';
import { workbenchRoutes } from './workbench.routes';

/**
 * The staff side: the console's sign-in under `/staff/api/login/`, and the customer-service
 * workbench API under `/servicer/api/workbench/` (login and logout here, every other call behind
 * the staff session cookie, see workbenchRoutes).
 */
export const staffRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  app.decorateRequest('staff', null);
  const deps: StaffLoginDeps = { db: app.db, kv: app.kv, captchaEnabled: config.captchaEnabled };

  app.post(
    staffLoginEndpoint.path,
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: endpointSchema(staffLoginEndpoint, 'workbench'),
    },
    async (request, reply) => {
      const { info, issued } = await workbenchLogin(deps, request.body, request.ip);
      setStaffCookie(reply, issued);
      return reply.ok(info);
    },
  );

  app.post(
    staffLogoutEndpoint.path,
    { schema: endpointSchema(staffLogoutEndpoint, 'workbench') },
    async (request, reply) => {
      const token = requestStaffToken(request);
      if (token) await staffLogout(app, token);
      clearStaffCookie(reply);
      return reply.ok(null);
    },
  );

  await app.register(consoleLoginRoutes, { deps });
  await app.register(servicerRoutes);
  await app.register(auditRoutes);
  await app.register(workbenchRoutes, { config });
};
