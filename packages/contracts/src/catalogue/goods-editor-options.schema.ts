import { z } from 'zod';
import { bodySchema, IdSchema } from '../common';
import { GoodsSkuDetailSchema } from './goods-detail.schema';

/*
 * What the console's goods editor chooses from (issue 25), in one call: the category tree (only
 * a leaf may hold goods), brands, goods services, buyer types (member labels) and member levels
 * for their prices, the licence scopes, and the shops a platform account may write for.
 */

export type EditorCategory = {
  category_id: number;
  category_name: string;
  level: number;
  children: EditorCategory[];
};
export const EditorCategorySchema: z.ZodType<EditorCategory> = z.lazy(() =>
  z.object({
    category_id: z.number().int(),
    category_name: z.string(),
    level: z.number().int(),
    children: z.array(EditorCategorySchema),
  }),
);

export const GoodsEditorOptionsSchema = z.object({
  categories: z.array(EditorCategorySchema),
  brands: z.array(
    z.object({ brand_id: z.number().int(), brand_name: z.string(), brand_initial: z.string() }),
  ),
  services: z.array(z.object({ id: z.number().int(), service_name: z.string() })),
  labels: z.array(z.object({ label_id: z.number().int(), label_name: z.string() })),
  levels: z.array(z.object({ level_id: z.number().int(), level_name: z.string() })),
  scopes: z.array(z.object({ key: z.string(), name: z.string() })),
  shops: z.array(z.object({ site_id: z.number().int(), shop_name: z.string() })),
});
export type GoodsEditorOptions = z.infer<typeof GoodsEditorOptionsSchema>;

/** An uploaded goods image (re-encoded, three sizes) or package-insert PDF: its public path. */
export const GoodsUploadSchema = z.object({ path: z.string() });
export type GoodsUpload = z.infer<typeof GoodsUploadSchema>;

/** How long a preview link opens the goods page (issue 25: short-lived). */
export const GOODS_PREVIEW_TTL_S = 600;

/**
 * `/staff/api/goods/preview`: a short-lived, read-only link to the storefront's goods page as the
 * member `username` sees it (prices, buyer-type price, sale control). It opens only in a browser
 * holding this staff session; it never signs anyone in as the member.
 */
export const GoodsPreviewBodySchema = bodySchema({
  goods_id: IdSchema,
  username: z.string().trim().min(1).max(50),
});
export const GoodsPreviewLinkSchema = z.object({
  url: z.string(),
  expires_in: z.number().int(),
});
export type GoodsPreviewLink = z.infer<typeof GoodsPreviewLinkSchema>;

/** `/api/goodssku/preview`: the storefront's side of a preview link. */
export const GoodsPreviewTicketBodySchema = bodySchema({
  ticket: z.string().regex(/^[0-9a-f]{32}$/),
});
export const GoodsPreviewSchema = z.object({
  member_name: z.string(),
  expires_at: z.number().int(),
  goods_sku_detail: GoodsSkuDetailSchema,
});
export type GoodsPreview = z.infer<typeof GoodsPreviewSchema>;
