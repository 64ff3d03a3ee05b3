import { ApiCode } from '@shop/contracts/common';

/**
 * A failure answer (`code` < 0) or a transport failure (`code` = FAIL, `network` = true). The
 * message is the server's, in the app's language, ready to show. `data` is the answer's `data`:
 * null, unless the refusal carries what the page needs to recover (the call's api file parses it).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly network = false,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Whether a failure code means the session is gone (signed out elsewhere, expired, revoked). */
export const isSessionLost = (code: number): boolean =>
  code === ApiCode.TOKEN_ERROR || code === ApiCode.TOKEN_EXPIRED;
