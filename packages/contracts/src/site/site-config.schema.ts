import { z } from 'zod';

const ImagePath = z.string().max(500);

/** `/api/config/defaultimg`: the images shown when a real one is missing or fails to load. */
export const DefaultImagesSchema = z.object({
  default_goods_img: ImagePath,
  default_headimg: ImagePath,
  default_shop_img: ImagePath,
  default_city_img: ImagePath,
  default_supply_img: ImagePath,
  default_store_img: ImagePath,
  default_category_img: ImagePath,
  default_brand_img: ImagePath,
});
export type DefaultImages = z.infer<typeof DefaultImagesSchema>;

/** `/api/site/wapqrcode`: the mobile-site address and its QR code (PNG data URL). */
export const WapQrcodeSchema = z.object({ url: z.string().max(500), img: z.string().max(20_000) });
export type WapQrcode = z.infer<typeof WapQrcodeSchema>;

/** Category menu styles: 1 first level only, 2 with second level, 3 second level inline. */
export const CATEGORY_MENU_STYLES = [1, 2, 3] as const;
export type CategoryMenuStyle = (typeof CATEGORY_MENU_STYLES)[number];

/** `/api/config/categoryconfig`: the menu style and whether category images show (1 = show). */
export const CategoryConfigSchema = z.object({
  category: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  img: z.union([z.literal(0), z.literal(1)]),
});
export type CategoryConfig = z.infer<typeof CategoryConfigSchema>;

/** The addons whose presence `/api/addon/addonisexit` reports. */
export const ADDON_NAMES = [
  'seckill',
  'coupon',
  'servicer',
  'pointexchange',
  'bundling',
  'groupbuy',
  'topic',
  'manjian',
  'multiaccount',
  'discount',
  'wholesale',
  'memberrecharge',
  'memberwithdraw',
  'membersignin',
] as const;
export type AddonName = (typeof ADDON_NAMES)[number];

const Flag = z.union([z.literal(0), z.literal(1)]);

/** `/api/addon/addonisexit`: 1 when the addon is installed and on, else 0. */
export const AddonFlagsSchema = z.object(
  Object.fromEntries(ADDON_NAMES.map((name) => [name, Flag])) as Record<AddonName, typeof Flag>,
);
export type AddonFlags = z.infer<typeof AddonFlagsSchema>;
