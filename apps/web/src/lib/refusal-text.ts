import { ApiError } from '@/lib/api-client';

/** The server's refusal message, else `fallback`. */
export const refusalText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;
