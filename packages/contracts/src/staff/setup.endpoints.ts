import { defineEndpoint } from '../common';
import {
  SetupInitBodySchema,
  SetupResultSchema,
  SetupStateBodySchema,
  SetupStateSchema,
} from './setup.schema';

/** Whether the console shows its first-run setup page (no session needed; ADR 0023). */
export const setupStateEndpoint = defineEndpoint({
  path: '/staff/api/setup/state',
  body: SetupStateBodySchema,
  data: SetupStateSchema,
});

/** Creates the own shop and the first platform administrator, once, with the setup token. */
export const setupInitEndpoint = defineEndpoint({
  path: '/staff/api/setup/init',
  body: SetupInitBodySchema,
  data: SetupResultSchema,
});
