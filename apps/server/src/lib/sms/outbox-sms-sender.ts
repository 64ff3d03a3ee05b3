import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender';

/** The outbox file under DATA_DIR: one JSON line `{ time, mobile, code, purpose }` per message. */
export const SMS_OUTBOX_FILE = 'sms-outbox.jsonl';

/**
 * Development and browser tests (issue 16): each code is logged and appended to the outbox file,
 * which a test (or a developer) reads the way a person reads their phone.
 */
export function createOutboxSmsSender(dataDir: string, log: FastifyBaseLogger): SmsSender {
  const file = path.join(dataDir, SMS_OUTBOX_FILE);
  return {
    sendCode: async (mobile, code, purpose) => {
      log.info({ mobile, code, purpose }, 'sms code (outbox driver)');
      await mkdir(dataDir, { recursive: true });
      const line = JSON.stringify({ time: new Date().toISOString(), mobile, code, purpose });
      await appendFile(file, `${line}\n`, 'utf8');
    },
  };
}
