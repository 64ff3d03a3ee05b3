import { z } from 'zod';
import { bodySchema, PageBodyShape, pageSchema } from '../common';
import { SEARCH_KEYWORD_MAX } from '../constants';

export const SHOP_PAGE_DEFAULT_PAGE_SIZE = 10;

/** `/api/shop/page`: the /street shop list, matched on name or keywords (pinyin initials). */
export const ShopPageBodySchema = bodySchema({
  ...PageBodyShape,
  page_size: PageBodyShape.page_size.default(SHOP_PAGE_DEFAULT_PAGE_SIZE),
  keyword: z.string().trim().max(SEARCH_KEYWORD_MAX).optional(),
});
export type ShopPageBody = z.input<typeof ShopPageBodySchema>;

export const ShopItemSchema = z.object({
  site_id: z.number().int(),
  shop_name: z.string().max(60),
  logo: z.string().max(500),
  description: z.string(),
  telephone: z.string().max(30),
  address: z.string().max(200),
  is_own: z.number().int().min(0).max(1),
  /** Goods on sale now. */
  goods_count: z.number().int(),
  /** Units sold over all of the shop's goods on sale. */
  sale_count: z.number().int(),
});
export type ShopItem = z.infer<typeof ShopItemSchema>;

export const ShopPageSchema = pageSchema(ShopItemSchema);
export type ShopPage = z.infer<typeof ShopPageSchema>;
