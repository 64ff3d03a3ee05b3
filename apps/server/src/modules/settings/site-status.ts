import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { getConfig, setConfig } from './settings.service';

export const SITE_STATUS_KEY = 'site_status';

/** Whether staff closed the site, and what buyers read meanwhile ("" for the standard text). */
const SiteStatusConfigSchema = z.object({
  closed: z.boolean().default(false),
  message: z.string().max(200).default(''),
});
export type SiteStatus = z.infer<typeof SiteStatusConfigSchema>;

/** The staff's site status (spec §1), read through the settings cache. */
export function getSiteStatus(db: DbExecutor): Promise<SiteStatus> {
  return getConfig(db, SITE_STATUS_KEY, SiteStatusConfigSchema);
}

/** Opens or closes the site (the console, issue 15). */
export async function setSiteStatus(db: DbExecutor, status: SiteStatus): Promise<void> {
  await setConfig(db, SITE_STATUS_KEY, status);
}
