import { ApiCode } from '@shop/contracts/common';
import type { z } from 'zod';
import { apiPost, ApiError } from '@/lib/api-client';

/**
 * POSTs one workbench call (staff session cookie) and returns its validated `data`. A missing
 * staff session (-10009) only means "show the workbench login": it must not log the buyer out of
 * the storefront or reset every query (which would refetch the staff info in a loop).
 */
export const staffPost = <S extends z.ZodType>(
  name: string,
  body: object,
  schema: S,
): Promise<z.infer<S>> =>
  apiPost(`/servicer/api/workbench/${name}`, body, schema, { memberSession: false });

/** Whether a failure means there is no valid staff session (show the login card). */
export const isStaffSessionError = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.code === ApiCode.TOKEN_ERROR || error.code === ApiCode.TOKEN_EXPIRED);
