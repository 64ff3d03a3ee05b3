import type { z } from 'zod';
import type { Endpoint } from '../common';
import type { ErpScope } from './erp-scope';

/**
 * An open API call for ERP tools (`/open/api/v1/...`, issue 26): a declared call with the scope a
 * key needs for it (`null`: any valid key, as the ping), a summary and an example body for the
 * OpenAPI document. No session: the request is signed with the key's secret (`open-signing.ts`).
 */
export type OpenEndpoint<
  Body extends z.ZodType = z.ZodType,
  Data extends z.ZodType = z.ZodType,
> = Endpoint<Body, Data> & {
  readonly scope: ErpScope | null;
  readonly summary: string;
  readonly example?: z.input<Body>;
};

/** Declares an open call once: the server guards its route with the scope and lists it in OpenAPI. */
export const defineOpenEndpoint = <Body extends z.ZodType, Data extends z.ZodType>(
  endpoint: OpenEndpoint<Body, Data>,
): OpenEndpoint<Body, Data> =>
  Object.freeze({
    path: endpoint.path,
    body: endpoint.body,
    data: endpoint.data,
    scope: endpoint.scope,
    summary: endpoint.summary,
    ...(endpoint.example === undefined ? {} : { example: endpoint.example }),
  });
