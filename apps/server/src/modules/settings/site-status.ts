import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { getConfig } from './settings.service';

export const SITE_STATUS_KEY = 'site_status';

const SiteStatusConfigSchema = z.object({ closed: z.boolean().default(false) });

/** Whether staff closed the site (spec §1: every call then answers code -3). Read through the settings cache. */
export async function isSiteClosedBySetting(db: DbExecutor): Promise<boolean> {
  return (await getConfig(db, SITE_STATUS_KEY, SiteStatusConfigSchema)).closed;
}
