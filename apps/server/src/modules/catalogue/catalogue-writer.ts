import { CATALOGUE_IMAGE_PATTERN } from '@shop/contracts/catalogue';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { StaffActor } from '../auth';
import { isOwnShop } from './category-console.repository';

/**
 * Categories, brands and goods services are the whole mall's (ADR 0023): every shop files its
 * goods under them, so only a platform account or the own shop's staff (自营, who run the mall)
 * change them; another shop's staff are refused with a message saying so.
 */
export async function assertCatalogueWriter(db: DbExecutor, actor: StaffActor): Promise<void> {
  if (await writesForMall(db, actor)) return;
  throw new AppError('catalogue.platform_only');
}

/**
 * Whether the staff account may change what the whole mall shares (ADR 0023): a platform account
 * or the own shop's staff (categories, brands, services, seckill slots, search words).
 */
export async function writesForMall(db: DbExecutor, actor: StaffActor): Promise<boolean> {
  return actor.isPlatform || (await isOwnShop(db, actor.siteId));
}

/** The audit log's shop of a platform-wide record: none in particular (0). */
export const PLATFORM_SITE = 0;

/** An image field may stay as it was, be emptied, or name an image the console uploaded. */
export function assertCatalogueImage(next: string, before = ''): void {
  if (next === before || next === '' || CATALOGUE_IMAGE_PATTERN.test(next)) return;
  throw new AppError('catalogue.image_not_uploaded');
}
