import { ApiCode } from '@shop/contracts/common';
import { ApiError } from '@shop/web-kit/api';
import { toast } from './toast';

/** Failures that already have their own handling: the closed page and the lost-session flow. */
const HANDLED_ELSEWHERE = new Set<number>([
  ApiCode.SITE_CLOSED,
  ApiCode.TOKEN_ERROR,
  ApiCode.TOKEN_EXPIRED,
]);

/**
 * Wraps a data call whose failure the buyer should read (spec §8 "Header data call failure:
 * server message in error toast"): the message shows in an error toast, then the error propagates.
 */
export function toastOnError<A extends unknown[], T>(call: (...args: A) => Promise<T>) {
  return async (...args: A): Promise<T> => {
    try {
      return await call(...args);
    } catch (error) {
      if (error instanceof ApiError && !HANDLED_ELSEWHERE.has(error.code))
        toast.error(error.message, error.message);
      throw error;
    }
  };
}
