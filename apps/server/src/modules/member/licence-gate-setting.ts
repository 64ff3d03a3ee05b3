import { LicenceGateSettingSchema } from '@shop/contracts/settings';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { getConfig, setConfig, withDefaults } from '../settings';

type LicenceGateSetting = z.infer<typeof LicenceGateSettingSchema>;

/** The shop setting: whether licences decide who sees prices and buys (issue 16). */
export const LICENCE_GATE_KEY = 'licence_gate';

/** Unset: off, so a new shop sells to every member until it asks for licences. */
const StoredLicenceGateSchema = withDefaults(LicenceGateSettingSchema, { enabled: false });

export async function licenceGateOn(db: DbExecutor): Promise<boolean> {
  return (await getConfig(db, LICENCE_GATE_KEY, StoredLicenceGateSchema)).enabled;
}

/** Stores the gate from the console; answers it before and after for the audit log. */
export async function storeLicenceGate(
  db: DbExecutor,
  input: LicenceGateSetting,
): Promise<{ before: LicenceGateSetting; after: LicenceGateSetting }> {
  const before = { enabled: await licenceGateOn(db) };
  await setConfig(db, LICENCE_GATE_KEY, input);
  return { before, after: input };
}
