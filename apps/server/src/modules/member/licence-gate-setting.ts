import { LicenceGateSettingSchema } from '@shop/contracts/settings';
import type { DbExecutor } from '../../db/client';
import { getConfig, withDefaults } from '../settings';

/** The shop setting: whether licences decide who sees prices and buys (issue 16). */
export const LICENCE_GATE_KEY = 'licence_gate';

/** Unset: off, so a new shop sells to every member until it asks for licences. */
const StoredLicenceGateSchema = withDefaults(LicenceGateSettingSchema, { enabled: false });

export async function licenceGateOn(db: DbExecutor): Promise<boolean> {
  return (await getConfig(db, LICENCE_GATE_KEY, StoredLicenceGateSchema)).enabled;
}
