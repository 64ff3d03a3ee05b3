import { ApiError } from '@shop/web-kit/api';

/** The server's refusal message, else `fallback`. */
export const refusalText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;
