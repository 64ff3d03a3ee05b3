import { EmptyBodySchema } from '../common';
import { defineStaffEndpoint } from '../staff/staff-endpoint';
import { ConsoleSettingsSchema, SetConsoleSettingsBodySchema } from './settings-console.schema';

/** The site status, transfer bank account and unpaid-order timeout (issue 15). */
export const consoleSettingsGetEndpoint = defineStaffEndpoint({
  path: '/staff/api/settings/get',
  body: EmptyBodySchema,
  data: ConsoleSettingsSchema,
  permission: 'settings.manage',
});

/** Changes the groups given, audited; answers the settings after the change. */
export const consoleSettingsSetEndpoint = defineStaffEndpoint({
  path: '/staff/api/settings/set',
  body: SetConsoleSettingsBodySchema,
  data: ConsoleSettingsSchema,
  permission: 'settings.manage',
});
