import { z } from 'zod';
import { GoodsSkuPageBodySchema } from './goods-list.schema';

/** At most this many entries per facet, the largest counts first. */
export const GOODS_FACETS_MAX = 30;

/**
 * `/api/goodssku/facets`: the filters of `/api/goodssku/page` without paging and sort (keyword,
 * search_type, category_id, level, brand_id, site_id, manufacturer, in_stock, and for members
 * min_price, max_price, promotion_kind; ignored for visitors). The answer counts the goods of that
 * result so the /list page can offer brand, manufacturer and category filters. Brands are counted
 * without the brand filter and manufacturers without the manufacturer filter, so the other
 * choices stay visible once one is picked.
 */
export const GoodsFacetsBodySchema = GoodsSkuPageBodySchema.omit({
  page: true,
  page_size: true,
  order: true,
  sort: true,
});
export type GoodsFacetsBody = z.input<typeof GoodsFacetsBodySchema>;

export const GoodsBrandFacetSchema = z.object({
  brand_id: z.number().int(),
  brand_name: z.string().max(60),
  count: z.number().int(),
});
export const GoodsManufacturerFacetSchema = z.object({
  manufacturer: z.string().max(100),
  count: z.number().int(),
});
/**
 * A category one level below the filtered one (level 1 when no category is filtered; the
 * level-3 category itself when a level-3 category is filtered).
 */
export const GoodsCategoryFacetSchema = z.object({
  category_id: z.number().int(),
  category_name: z.string().max(60),
  level: z.number().int(),
  count: z.number().int(),
});

export const GoodsFacetsSchema = z.object({
  brands: z.array(GoodsBrandFacetSchema),
  manufacturers: z.array(GoodsManufacturerFacetSchema),
  categories: z.array(GoodsCategoryFacetSchema).optional(),
});
export type GoodsFacets = z.infer<typeof GoodsFacetsSchema>;
export type GoodsBrandFacet = z.infer<typeof GoodsBrandFacetSchema>;
export type GoodsManufacturerFacet = z.infer<typeof GoodsManufacturerFacetSchema>;
export type GoodsCategoryFacet = z.infer<typeof GoodsCategoryFacetSchema>;
