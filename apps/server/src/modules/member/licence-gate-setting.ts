import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { getConfig } from '../settings';

/** The shop setting: whether licences decide who sees prices and buys (issue 16). */
export const LICENCE_GATE_KEY = 'licence_gate';

const LicenceGateSettingSchema = z.object({ enabled: z.boolean().default(false) });

export async function licenceGateOn(db: DbExecutor): Promise<boolean> {
  return (await getConfig(db, LICENCE_GATE_KEY, LicenceGateSettingSchema)).enabled;
}
