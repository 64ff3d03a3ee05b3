import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env';
import { createLogSmsSender } from './log-sms-sender';
import { createOutboxSmsSender } from './outbox-sms-sender';
import type { SmsSender } from './sms-sender';

export type { SmsPurpose, SmsSender } from './sms-sender';
export { SMS_OUTBOX_FILE } from './outbox-sms-sender';

/** The SMS driver chosen by SMS_DRIVER. */
export function createSmsSender(
  config: Pick<AppConfig, 'smsDriver' | 'dataDir'>,
  log: FastifyBaseLogger,
): SmsSender {
  switch (config.smsDriver) {
    case 'log':
      return createLogSmsSender(log);
    case 'outbox':
      return createOutboxSmsSender(config.dataDir, log);
  }
}
