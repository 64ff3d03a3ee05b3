import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender';

/** The default driver: no message leaves the machine; the code is written to the server log. */
export function createLogSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    sendCode: async (mobile, code, purpose) => {
      log.info({ mobile, code, purpose }, 'sms code (log driver)');
    },
  };
}
