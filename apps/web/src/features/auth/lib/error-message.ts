import { ApiError } from '@shop/web-kit/api';

/** The server's message for a failed call, or `fallback` for anything else. */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.message ? error.message : fallback;
