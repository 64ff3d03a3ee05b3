import type { z } from 'zod';
import type { Endpoint } from '../common';
import type { StaffPermission } from './access';

/** A staff console call: a declared call with the permission it needs (issue 15). */
export type StaffEndpoint<
  Body extends z.ZodType = z.ZodType,
  Data extends z.ZodType = z.ZodType,
> = Endpoint<Body, Data> & { readonly permission: StaffPermission };

/**
 * Declares a console call once, with its permission: the server guards the route with it, the
 * permission matrix test calls every declared one as every role, and the console hides what the
 * signed-in role may not use.
 */
export const defineStaffEndpoint = <Body extends z.ZodType, Data extends z.ZodType>(
  endpoint: StaffEndpoint<Body, Data>,
): StaffEndpoint<Body, Data> =>
  Object.freeze({
    path: endpoint.path,
    body: endpoint.body,
    data: endpoint.data,
    permission: endpoint.permission,
  });

/** Whether a contracts export is a console call (the permission matrix collects them). */
export const isStaffEndpoint = (value: unknown): value is StaffEndpoint =>
  typeof value === 'object' &&
  value !== null &&
  'path' in value &&
  'permission' in value &&
  'body' in value;
