import type { MessageKey, MessageParams } from '../../lib/i18n/translate';

/** Why one row of an ERP members batch is refused: the field at fault and the message (issue 26). */
export class ErpRowRefusal extends Error {
  constructor(
    readonly field: string,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(messageKey);
  }
}
