import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env';
import { createLogSmsSender } from './log-sms-sender';
import type { SmsSender } from './sms-sender';

export type { SmsPurpose, SmsSender } from './sms-sender';

/** The SMS driver chosen by SMS_DRIVER. */
export function createSmsSender(driver: AppConfig['smsDriver'], log: FastifyBaseLogger): SmsSender {
  switch (driver) {
    case 'log':
      return createLogSmsSender(log);
  }
}
