import { ApiCode } from '@shop/contracts/common';
import type { MessageKey, MessageParams } from './i18n/translate';

/**
 * A refusal the buyer should read: answered as `{ code, message }` with HTTP 200, the message
 * translated into the request's language. Anything else thrown is a fault (generic message, logged).
 */
export class AppError extends Error {
  constructor(
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly code: number = ApiCode.FAIL,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}
