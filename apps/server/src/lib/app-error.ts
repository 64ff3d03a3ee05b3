import { ApiCode } from '@shop/contracts/common';
import type { MessageKey, MessageParams } from './i18n/translate';

/**
 * A refusal the buyer should read: answered as `{ code, message, data }` with HTTP 200, the
 * message translated into the request's language and `data` null unless the refusal carries
 * what the client needs to recover (e.g. the new prices of a changed order). Anything else
 * thrown is a fault (generic message, logged).
 */
export class AppError extends Error {
  constructor(
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly code: number = ApiCode.FAIL,
    readonly data: unknown = null,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}
