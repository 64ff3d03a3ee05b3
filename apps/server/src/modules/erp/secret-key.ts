import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env';

/** The file a generated key is kept in when ERP_SECRET_KEY is unset. */
export const GENERATED_KEY_FILE = 'erp-secret.key';

/**
 * The key ERP secrets are sealed with (issue 26): ERP_SECRET_KEY when set; else one generated
 * once into DATA_DIR/erp-secret.key (mode 0600) with a warning, so `npm start` works out of the
 * box. Several processes, or a DATA_DIR that is not backed up with the database, need
 * ERP_SECRET_KEY set: a lost key makes every stored secret unusable (rotate the keys then).
 */
export function resolveErpSecretKey(config: AppConfig, log: FastifyBaseLogger): Buffer {
  if (config.erpSecretKey) return config.erpSecretKey;
  const file = path.join(config.dataDir, GENERATED_KEY_FILE);
  if (fs.existsSync(file)) {
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
    if (key.length === 32) return key;
    throw new Error(`${file} does not hold a 32-byte hex key; set ERP_SECRET_KEY`);
  }
  const key = randomBytes(32);
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  log.warn(`ERP_SECRET_KEY is not set: generated one into ${file}; set it in production`);
  return key;
}
