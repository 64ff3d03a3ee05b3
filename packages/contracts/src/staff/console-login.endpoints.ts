import { z } from 'zod';
import { defineEndpoint, EmptyBodySchema } from '../common';
import { ConsoleLoginBodySchema, ConsoleStaffSchema } from './console-login.schema';

/** Console sign-in (issue 15): any staff role; a locked or disabled account is refused. */
export const consoleLoginEndpoint = defineEndpoint({
  path: '/staff/api/login/login',
  body: ConsoleLoginBodySchema,
  data: ConsoleStaffSchema,
});

/** The signed-in staff account, with a session cookie only (-10009 without one). */
export const consoleInfoEndpoint = defineEndpoint({
  path: '/staff/api/login/info',
  body: EmptyBodySchema,
  data: ConsoleStaffSchema,
});

/** Ends the console session (and the workbench's, which shares it). */
export const consoleLogoutEndpoint = defineEndpoint({
  path: '/staff/api/login/logout',
  body: EmptyBodySchema,
  data: z.null(),
});
