import { ServicerConfigSchema, type ServicerConfig } from '@shop/contracts/site';
import type { DbExecutor } from '../../db/client';
import { withDefaults, getConfig } from '../settings';

export const SERVICER_KEY = 'servicer';

/** Customer service stays off until the shop switches it on. */
const StoredServicerSchema = withDefaults(ServicerConfigSchema, {
  open: 0,
  system: 1,
  open_pc: 0,
  open_url: '',
});

export function getServicerConfig(db: DbExecutor): Promise<ServicerConfig> {
  return getConfig(db, SERVICER_KEY, StoredServicerSchema);
}
