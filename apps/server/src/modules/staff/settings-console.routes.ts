import { consoleSettingsGetEndpoint, consoleSettingsSetEndpoint } from '@shop/contracts/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActorOf, staffRouteOptions } from '../auth';
import { consoleSettings, setConsoleSettings } from './settings-console.service';

/**
 * The console's settings calls (issue 15). In the staff module because they gather settings of
 * `settings` (site status) and `order` (bank account, pay timeout), which stand below `auth`'s
 * staff guard or beside each other (docs/adr/0015-staff-see-members.md, "where the code lives").
 */
export const settingsConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tag = 'console-settings';

  app.post(
    consoleSettingsGetEndpoint.path,
    staffRouteOptions(app, consoleSettingsGetEndpoint, tag),
    async (request, reply) => reply.ok(await consoleSettings(app.db, staffActorOf(request))),
  );

  app.post(
    consoleSettingsSetEndpoint.path,
    staffRouteOptions(app, consoleSettingsSetEndpoint, tag),
    async (request, reply) =>
      reply.ok(await setConsoleSettings(app.db, staffActorOf(request), request.body)),
  );
};
