import { z } from 'zod';
import { ErpScopeSchema } from './erp-scope';
import { defineOpenEndpoint } from './open-endpoint';

/**
 * `/open/api/v1/ping` (issue 26): any valid key, no scope; answers the key's shop and scopes, so an
 * integrator can check the signing before sending data.
 */
export const openPingEndpoint = defineOpenEndpoint({
  path: '/open/api/v1/ping',
  body: z.object({}),
  data: z.object({
    key_id: z.string(),
    site_id: z.number().int(),
    scopes: z.array(ErpScopeSchema),
    server_time: z.number().int(),
  }),
  scope: null,
  summary: 'Check a key and its signing: answers the key, its shop and scopes',
  example: {},
});
