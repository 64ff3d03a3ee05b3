import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/env';
import { secretBox, type SecretBox } from './secret-box';
import { resolveErpSecretKey } from './secret-key';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens ERP key secrets (issue 26); within the erp module only. */
    erpSecrets: SecretBox;
    /** Open calls per minute per key (ERP_RATE_LIMIT_PER_MINUTE). */
    erpRateLimitPerMinute: number;
  }
}

/**
 * What every route of the erp module shares: the secret box with the server's key and the per-key
 * rate, decorated on the module's context before its routes are registered.
 */
export function decorateErp(app: FastifyInstance, config: AppConfig): void {
  app.decorate('erpSecrets', secretBox(resolveErpSecretKey(config, app.log)));
  app.decorate('erpRateLimitPerMinute', config.erpRateLimitPerMinute);
}
