import { z } from 'zod';
import { bodySchema, IdSchema } from '../common';
import { GOODS_DELIVERY_KINDS, GOODS_KINDS } from './goods-facts';
import {
  EditorSkuInputSchema,
  EditorSkuSchema,
  GOODS_SKUS_MAX,
  SPEC_AXES_MAX,
  SpecAxisSchema,
} from './goods-editor-sku.schema';

/*
 * The console's goods editor (issue 25): new, edit and copy, saved as one transaction. The same
 * body creates (`/staff/api/goods/add`) and changes (`/staff/api/goods/edit`, with `goods_id`) a
 * goods; the editor loads a goods with `/staff/api/goods/editor`. Ids are checked against the
 * staff account's shop (another shop's goods, brand-less categories, unknown labels or levels are
 * refused with a message naming the field).
 */

const text = (max: number) => z.string().trim().max(max);
const flag = z.coerce.number().int().min(0).max(1);
/** The most images a goods shows (the first is its main image). */
export const GOODS_IMAGES_MAX = 10;
/** The longest description (rich text) kept. */
export const GOODS_CONTENT_MAX = 100_000;

const GoodsKindSchema = z.enum(GOODS_KINDS);
const GoodsDeliveryKindSchema = z.enum(GOODS_DELIVERY_KINDS);

const goodsShape = {
  /** The shop of a new goods, for a platform account (a shop's staff always write their own). */
  site_id: IdSchema.optional(),
  // basic
  goods_name: text(120).min(1),
  generic_name: text(120),
  introduction: text(255),
  brand_id: IdSchema.nullable(),
  category_id: IdSchema,
  keywords: text(255),
  unit: text(10).min(1),
  goods_erp_spid: text(30).regex(/^[\w.-]*$/),
  bar_code: text(30).regex(/^\d*$/),
  goods_kind: GoodsKindSchema,
  is_jc: flag,
  traceability_code: flag,
  /** A business scope key of the licence settings, '' for none. */
  business_scope: text(30),
  // pharma facts
  attr_specs: text(80),
  dosage_form: text(20),
  manufacturer: text(100),
  approval_number: text(50),
  attr_place: text(50),
  /** 本位码: the 14-digit national drug code, '' when none. */
  attr_country_code: text(14).regex(/^(\d{14})?$/),
  validity_months: z.coerce.number().int().min(0).max(600),
  piece_qty: z.coerce.number().int().min(0).max(100_000),
  min_buy: z.coerce.number().int().min(1).max(100_000),
  num_multiple: z.coerce.number().int().min(1).max(100_000),
  /** 0 = no limit; counted per order (1) or over the buyer's lifetime (2). */
  max_buy: z.coerce.number().int().min(0).max(100_000),
  max_buy_type: z.coerce.number().int().min(1).max(2),
  tax_rate: z.coerce.number().int().min(0).max(100),
  storage: text(100),
  // SKUs
  spec_format: z.array(SpecAxisSchema).max(SPEC_AXES_MAX),
  skus: z.array(EditorSkuInputSchema).min(1).max(GOODS_SKUS_MAX),
  // images, description, insert
  images: z.array(text(300).min(1)).min(1).max(GOODS_IMAGES_MAX),
  goods_content: z.string().max(GOODS_CONTENT_MAX),
  /** The package insert as an uploaded PDF ('' = the insert is text in the description). */
  instructions_pdf: text(300),
  // selling
  service_ids: z.array(IdSchema).max(20),
  /** [] = the shop's delivery kinds. */
  delivery_types: z.array(GoodsDeliveryKindSchema).max(GOODS_DELIVERY_KINDS.length),
  goods_state: z.coerce.number().int().min(0).max(1),
  sale_control: z
    .object({
      /** The rule's name, shown on the sale-control list (e.g. 医疗机构专供). */
      rule_name: text(40).min(1),
      /** Buyer types (member labels) who may buy; [] = every buyer type. */
      allowed_label_ids: z.array(IdSchema).max(50),
      /** Regions (area ids of any level) whose buyers may not buy. */
      barred_area_ids: z.array(IdSchema).max(200),
      /** Licence scopes a buyer's approved licences must all cover. */
      required_scopes: z.array(text(30).min(1)).max(20),
      view_price: z.boolean(),
      not_buy_msg: text(40),
    })
    .nullable(),
};

/** `/staff/api/goods/add`: a new goods (also a copy: the editor sends the copied fields). */
export const GoodsAddBodySchema = bodySchema({
  ...goodsShape,
  /** The goods this one was copied from, for the audit log (in the staff account's reach). */
  copy_of: IdSchema.optional(),
});
export type GoodsAddBody = z.infer<typeof GoodsAddBodySchema>;
export type GoodsEditorInput = z.input<typeof GoodsAddBodySchema>;

/** `/staff/api/goods/edit`: every field of the goods replaced; SKUs kept by `sku_id`. */
export const GoodsEditBodySchema = bodySchema({ goods_id: IdSchema, ...goodsShape });
export type GoodsEditBody = z.infer<typeof GoodsEditBodySchema>;

/** `/staff/api/goods/editor`: one goods of the shop, as the editor loads it. */
export const GoodsEditorBodySchema = bodySchema({ goods_id: IdSchema });

const SaleControlSchema = z.object({
  rule_name: z.string(),
  allowed_label_ids: z.array(z.number().int()),
  barred_area_ids: z.array(z.number().int()),
  required_scopes: z.array(z.string()),
  view_price: z.boolean(),
  not_buy_msg: z.string(),
});

/** The editor's goods: the body's fields with ids and money as the server keeps them. */
export const GoodsEditorDataSchema = z.object({
  goods_id: z.number().int(),
  site_id: z.number().int(),
  goods_name: z.string(),
  generic_name: z.string(),
  introduction: z.string(),
  brand_id: z.number().int().nullable(),
  category_id: z.number().int(),
  keywords: z.string(),
  unit: z.string(),
  goods_erp_spid: z.string(),
  bar_code: z.string(),
  goods_kind: GoodsKindSchema,
  is_jc: z.number().int(),
  traceability_code: z.number().int(),
  business_scope: z.string(),
  attr_specs: z.string(),
  dosage_form: z.string(),
  manufacturer: z.string(),
  approval_number: z.string(),
  attr_place: z.string(),
  attr_country_code: z.string(),
  validity_months: z.number().int(),
  piece_qty: z.number().int(),
  min_buy: z.number().int(),
  num_multiple: z.number().int(),
  max_buy: z.number().int(),
  max_buy_type: z.number().int(),
  tax_rate: z.number().int(),
  storage: z.string(),
  spec_format: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  skus: z.array(EditorSkuSchema),
  images: z.array(z.string()),
  goods_content: z.string(),
  instructions_pdf: z.string(),
  service_ids: z.array(z.number().int()),
  delivery_types: z.array(GoodsDeliveryKindSchema),
  goods_state: z.number().int(),
  sale_control: SaleControlSchema.nullable(),
});
export type GoodsEditorData = z.infer<typeof GoodsEditorDataSchema>;

/** What a save answers: the goods' id and its default SKU (for the storefront link). */
export const GoodsSavedSchema = z.object({ goods_id: z.number().int(), sku_id: z.number().int() });
export type GoodsSaved = z.infer<typeof GoodsSavedSchema>;
