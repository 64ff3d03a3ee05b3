import {
  NEAR_EXPIRY_MONTHS_DEFAULT,
  NearExpiryConfigSchema,
  type NearExpiryConfig,
} from '@shop/contracts/catalogue';
import type { DbExecutor } from '../../db/client';
import { addShopMonths, shopDay } from '../../lib/shop-day';
import { getConfig, setConfig, withDefaults } from '../settings';

/** The shop's near-expiry window (issue 26 近效期专区, ADR 0029). */
const NEAR_EXPIRY_KEY = 'near_expiry';
const StoredSchema = withDefaults(NearExpiryConfigSchema, { months: NEAR_EXPIRY_MONTHS_DEFAULT });

export const getNearExpiryConfig = (db: DbExecutor): Promise<NearExpiryConfig> =>
  getConfig(db, NEAR_EXPIRY_KEY, StoredSchema);

export const setNearExpiryConfig = (db: DbExecutor, config: NearExpiryConfig) =>
  setConfig(db, NEAR_EXPIRY_KEY, config);

/**
 * The window on the shop's day of `now`: batches expiring from `today` through `end` are near
 * expiry (a batch sells through its expiry date, ADR 0026); null when the shop turned it off.
 */
export async function nearExpiryWindow(db: DbExecutor, now: Date) {
  const { months } = await getNearExpiryConfig(db);
  if (months === 0) return null;
  const today = shopDay(now);
  return { today, end: addShopMonths(today, months), months };
}
export type NearExpiryWindow = NonNullable<Awaited<ReturnType<typeof nearExpiryWindow>>>;
