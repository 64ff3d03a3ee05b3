import { z } from 'zod';
import { bodySchema, PageBodyShape, pageSchema } from '../common';

export const BRAND_CENTER_DEFAULT_PAGE_SIZE = 30;

/** `/api/goodsbrand/centerPage`; `brand_initial` is one letter A-Z (case-insensitive). */
export const BrandCenterBodySchema = bodySchema({
  ...PageBodyShape,
  page_size: PageBodyShape.page_size.default(BRAND_CENTER_DEFAULT_PAGE_SIZE),
  brand_initial: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]?$/)
    .optional(),
});
export type BrandCenterBody = z.input<typeof BrandCenterBodySchema>;

export const BrandCenterItemSchema = z.object({
  brand_id: z.number().int(),
  brand_name: z.string().max(50),
  brand_initial: z.string().max(1),
  image_url: z.string().max(500),
  /** Goods of the brand on sale now. */
  goods_count: z.number().int(),
});
export type BrandCenterItem = z.infer<typeof BrandCenterItemSchema>;

export const BrandCenterPageSchema = pageSchema(BrandCenterItemSchema);
export type BrandCenterPage = z.infer<typeof BrandCenterPageSchema>;
