import { z } from 'zod';
import { bodySchema, EmptyBodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';

/*
 * Categories, brands and goods services in the console (issue 25, ADR 0023). They are the whole
 * mall's (every shop files its goods under them), so only platform accounts and the own shop's
 * staff change them; every write is audited and reaches the storefront's menu, brand pages, list
 * and facets at once (`catalogueChanged`).
 */

/** The category tree's depth (spec §9: depth 3). */
export const CATEGORY_MAX_LEVEL = 3;

/** An image the console uploaded (`/staff/api/catalogue/image`). */
export const CATALOGUE_IMAGE_PATTERN = /^\/upload\/catalogue\/\d{6}\/[0-9a-f]{32}\.(jpg|png)$/;

/**
 * An image path: '' for none; a new one must be `CATALOGUE_IMAGE_PATTERN` (the server checks),
 * an existing one (the demo's, say) may be sent back unchanged.
 */
const ImagePathSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^(\/(?!.*\.\.)[A-Za-z0-9_./-]+)?$/);

/** One category of the console's tree, hidden ones included. */
export const ConsoleCategorySchema = z.object({
  category_id: z.number().int(),
  pid: z.number().int(),
  level: z.number().int(),
  category_name: z.string(),
  short_name: z.string(),
  image: z.string(),
  is_show: z.boolean(),
  sort: z.number().int(),
  /** Goods filed under it (in the recycle bin too), its children's included. */
  goods_count: z.number().int(),
});
export type ConsoleCategory = z.infer<typeof ConsoleCategorySchema>;

/** `/staff/api/category/lists`: every category, parents before children, in display order. */
export const ConsoleCategoryListBodySchema = EmptyBodySchema;
export const ConsoleCategoryListSchema = z.array(ConsoleCategorySchema);

const categoryFields = {
  category_name: z.string().trim().min(1).max(50),
  short_name: z.string().trim().max(20).default(''),
  image: ImagePathSchema.default(''),
  is_show: z.coerce.boolean().default(true),
};

/** `/staff/api/category/add`: a category under `pid` (0: a first-level one), placed last. */
export const CategoryAddBodySchema = bodySchema({
  pid: z.coerce.number().int().min(0).max(2_147_483_647),
  ...categoryFields,
});
export type CategoryAddBody = z.input<typeof CategoryAddBodySchema>;

/** `/staff/api/category/edit`: name, short name, image, shown or hidden. */
export const CategoryEditBodySchema = bodySchema({ category_id: IdSchema, ...categoryFields });
export type CategoryEditBody = z.input<typeof CategoryEditBodySchema>;

/**
 * `/staff/api/category/move`: puts a category under `pid` (0: first level) at `position` among
 * its new siblings (0 first). Refused when the tree would grow deeper than 3 levels or the
 * category would go under itself; its goods' `category_path` follows.
 */
export const CategoryMoveBodySchema = bodySchema({
  category_id: IdSchema,
  pid: z.coerce.number().int().min(0).max(2_147_483_647),
  position: z.coerce.number().int().min(0).max(10_000),
});
export type CategoryMoveBody = z.input<typeof CategoryMoveBodySchema>;

/** `/staff/api/category/delete`: refused while it has goods or children. */
export const CategoryIdBodySchema = bodySchema({ category_id: IdSchema });

/** One brand in the console. */
export const ConsoleBrandSchema = z.object({
  brand_id: z.number().int(),
  brand_name: z.string(),
  brand_initial: z.string(),
  image_url: z.string(),
  sort: z.number().int(),
  is_recommend: z.boolean(),
  /** Goods of the brand (in the recycle bin too). */
  goods_count: z.number().int(),
});
export type ConsoleBrand = z.infer<typeof ConsoleBrandSchema>;

/** `/staff/api/brand/lists`: brands by initial and name, `keyword` in the name. */
export const ConsoleBrandListBodySchema = bodySchema({
  ...pageBodyShape(20),
  keyword: z.string().trim().max(50).optional(),
});
export const ConsoleBrandPageSchema = pageSchema(ConsoleBrandSchema);

const brandFields = {
  brand_name: z.string().trim().min(1).max(50),
  /** A-Z; '' derives it from the name's pinyin (阿胶 -> A; a name of digits -> #). */
  brand_initial: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z#]?$/)
    .default(''),
  image_url: ImagePathSchema.default(''),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  is_recommend: z.coerce.boolean().default(false),
};

/** `/staff/api/brand/add`. */
export const BrandAddBodySchema = bodySchema(brandFields);
export type BrandAddBody = z.input<typeof BrandAddBodySchema>;
/** `/staff/api/brand/edit`. */
export const BrandEditBodySchema = bodySchema({ brand_id: IdSchema, ...brandFields });
export type BrandEditBody = z.input<typeof BrandEditBodySchema>;
/** `/staff/api/brand/delete`: refused while goods carry the brand. */
export const BrandIdBodySchema = bodySchema({ brand_id: IdSchema });

/** One goods service (正品保障 …) in the console, both languages. */
export const ConsoleServiceSchema = z.object({
  id: z.number().int(),
  service_name: z.string(),
  service_name_en: z.string(),
  description: z.string(),
  description_en: z.string(),
  icon: z.string(),
  sort: z.number().int(),
  /** Goods showing the service. */
  goods_count: z.number().int(),
});
export type ConsoleService = z.infer<typeof ConsoleServiceSchema>;

/** `/staff/api/service/lists`: every service in display order. */
export const ConsoleServiceListBodySchema = EmptyBodySchema;
export const ConsoleServiceListSchema = z.array(ConsoleServiceSchema);

const serviceFields = {
  service_name: z.string().trim().min(1).max(30),
  service_name_en: z.string().trim().max(60).default(''),
  description: z.string().trim().max(200).default(''),
  description_en: z.string().trim().max(200).default(''),
  icon: ImagePathSchema.default(''),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
};

/** `/staff/api/service/add`. */
export const ServiceAddBodySchema = bodySchema(serviceFields);
export type ServiceAddBody = z.input<typeof ServiceAddBodySchema>;
/** `/staff/api/service/edit`. */
export const ServiceEditBodySchema = bodySchema({ id: IdSchema, ...serviceFields });
export type ServiceEditBody = z.input<typeof ServiceEditBodySchema>;
/** `/staff/api/service/delete`: refused while goods show it. */
export const ServiceIdBodySchema = bodySchema({ id: IdSchema });

/** `/staff/api/catalogue/image`: the stored image's public path. */
export const CatalogueImageSchema = z.object({ path: z.string() });
