import {
  ADDON_NAMES,
  AddonFlagsSchema,
  CategoryConfigSchema,
  DefaultImagesSchema,
  type AddonFlags,
  type CategoryConfig,
  type DefaultImages,
} from '@shop/contracts/site';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { withDefaults } from './with-defaults';
import { getConfig } from './settings.service';

export const DEFAULT_IMAGES_KEY = 'default_images';
export const CATEGORY_CONFIG_KEY = 'category_config';
export const ADDONS_KEY = 'addons';
export const WAP_SITE_KEY = 'wap_site';

const StoredDefaultImagesSchema = withDefaults(DefaultImagesSchema, {
  default_goods_img: '',
  default_headimg: '',
  default_shop_img: '',
  default_city_img: '',
  default_supply_img: '',
  default_store_img: '',
  default_category_img: '',
  default_brand_img: '',
});

/** Unset: style 3 with images, the spec's fullest menu. */
const StoredCategoryConfigSchema = withDefaults(CategoryConfigSchema, { category: 3, img: 1 });

/** An addon missing from the stored flags counts as not installed. */
const StoredAddonsSchema = withDefaults(
  AddonFlagsSchema,
  Object.fromEntries(ADDON_NAMES.map((name) => [name, 0])) as AddonFlags,
);

/** The mobile site's address (an `http(s)` URL), encoded into the header QR code. */
const StoredWapSiteSchema = z.object({
  url: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .or(z.literal(''))
    .default(''),
});

/** The images to show in place of a missing or broken one; empty text when the shop set none. */
export function getDefaultImages(db: DbExecutor): Promise<DefaultImages> {
  return getConfig(db, DEFAULT_IMAGES_KEY, StoredDefaultImagesSchema);
}

export function getCategoryConfig(db: DbExecutor): Promise<CategoryConfig> {
  return getConfig(db, CATEGORY_CONFIG_KEY, StoredCategoryConfigSchema);
}

/** Every known addon with 1 (on) or 0 (off), so the storefront can hide missing features. */
export function getAddonFlags(db: DbExecutor): Promise<AddonFlags> {
  return getConfig(db, ADDONS_KEY, StoredAddonsSchema);
}

export async function getWapSiteUrl(db: DbExecutor): Promise<string> {
  return (await getConfig(db, WAP_SITE_KEY, StoredWapSiteSchema)).url;
}
