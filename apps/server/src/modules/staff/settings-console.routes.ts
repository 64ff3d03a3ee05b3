import { consoleSettingsGetEndpoint, consoleSettingsSetEndpoint } from '@shop/contracts/settings';
import type { FastifyPluginAsync } from 'fastify';
import { staffRoute } from '../auth';
import { consoleSettings, setConsoleSettings } from './settings-console.service';

/**
 * The console's settings calls (issue 15). In the staff module because they gather settings of
 * `settings` (site status) and `order` (bank account, pay timeout), which stand below `auth`'s
 * staff guard or beside each other (docs/adr/0015-staff-see-members.md, "where the code lives").
 */
export const settingsConsoleRoutes: FastifyPluginAsync = async (app) => {
  const tag = 'console-settings';
  staffRoute(app, tag, consoleSettingsGetEndpoint, ({ actor }) => consoleSettings(app.db, actor));
  staffRoute(app, tag, consoleSettingsSetEndpoint, ({ actor, body }) =>
    setConsoleSettings(app.db, actor, body),
  );
};
