import {
  consoleInfoEndpoint,
  consoleLoginEndpoint,
  consoleLogoutEndpoint,
} from '@shop/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { clearStaffCookie, requestStaffToken, setStaffCookie } from '../auth';
import { consoleSessionInfo, consoleStaff } from './console-staff.service';
import { consoleLogin, staffLogout, type StaffLoginDeps } from './staff-login.service';

/** The staff console's sign-in, session and sign-out (issue 15, ADR 0014). */
export const consoleLoginRoutes: FastifyPluginAsyncZod<{ deps: StaffLoginDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    consoleLoginEndpoint.path,
    {
      // Staff sign in to reopen a closed site.
      config: { rateLimit: { max: 20, timeWindow: 60_000 }, openWhenClosed: true },
      schema: endpointSchema(consoleLoginEndpoint, 'staff'),
    },
    async (request, reply) => {
      const { staffId, issued } = await consoleLogin(deps, request.body, request.ip);
      setStaffCookie(reply, issued);
      return reply.ok(await consoleStaff(app.db, staffId, issued.csrfToken));
    },
  );

  app.post(
    consoleInfoEndpoint.path,
    { config: { openWhenClosed: true }, schema: endpointSchema(consoleInfoEndpoint, 'staff') },
    async (request, reply) =>
      reply.ok(await consoleSessionInfo(app.db, requestStaffToken(request), reply)),
  );

  app.post(
    consoleLogoutEndpoint.path,
    { config: { openWhenClosed: true }, schema: endpointSchema(consoleLogoutEndpoint, 'staff') },
    async (request, reply) => {
      const token = requestStaffToken(request);
      if (token) await staffLogout(app, token);
      clearStaffCookie(reply);
      return reply.ok(null);
    },
  );
};
