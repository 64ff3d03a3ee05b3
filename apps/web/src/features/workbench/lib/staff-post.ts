import type { Endpoint } from '@shop/contracts/common';
import { apiCall, ApiError, isSessionLost } from '@shop/web-kit/api';
import type { z } from 'zod';

/**
 * Makes one workbench call (staff session cookie) and returns its validated `data`. A missing
 * staff session (-10009) only means "show the workbench login": it must not log the buyer out of
 * the storefront or reset every query (which would refetch the staff info in a loop).
 */
export const staffPost = <Body extends z.ZodType, Data extends z.ZodType>(
  endpoint: Endpoint<Body, Data>,
  body: z.input<Body>,
): Promise<z.infer<Data>> => apiCall(endpoint, body, { sessionCheck: false });

/** Whether a failure means there is no valid staff session (show the login card). */
export const isStaffSessionError = (error: unknown): error is ApiError =>
  error instanceof ApiError && isSessionLost(error.code);
