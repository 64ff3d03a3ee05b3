import type { Db } from '../../db/client';
import type { KeyValueStore } from '../../lib/kv/kv';
import type { SmsSender } from '../../lib/sms';

/** What the sign-in services work with. */
export type AuthDeps = {
  db: Db;
  kv: KeyValueStore;
  sms: SmsSender;
  captchaEnabled: boolean;
  uploadDir: string;
};

/** Who is calling: recorded with the token and used for rate limits. */
export type ClientInfo = { ip: string; userAgent: string };
