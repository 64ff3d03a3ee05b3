import type { z } from 'zod';

/**
 * One API call as both sides know it: its path (spelled as spec §7 names it; the server matches
 * paths case-insensitively), the body it takes and the `data` its answer's envelope carries.
 */
export type Endpoint<Body extends z.ZodType = z.ZodType, Data extends z.ZodType = z.ZodType> = {
  readonly path: string;
  readonly body: Body;
  readonly data: Data;
};

/**
 * Declares a call once, here, so that the server's route and the web's API function read the same
 * path and schemas and never write a twin (issue #13). Frozen: neither side may change what the
 * other relies on.
 */
export const defineEndpoint = <Body extends z.ZodType, Data extends z.ZodType>(
  endpoint: Endpoint<Body, Data>,
): Endpoint<Body, Data> =>
  Object.freeze({ path: endpoint.path, body: endpoint.body, data: endpoint.data });
