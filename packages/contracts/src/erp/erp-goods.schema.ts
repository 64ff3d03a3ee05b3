import { z } from 'zod';
import { GOODS_KINDS } from '../catalogue/goods-facts';
import { ErpBatchBodySchema, ErpBatchResultSchema } from './erp-batch.schema';
import { defineOpenEndpoint } from './open-endpoint';

/*
 * Goods from an ERP (issue 26), keyed by `goods_erp_spid` (unique in its shop). A row carries the
 * console editor's fields an ERP holds (the go-sync-tool's goods columns: name, generic name,
 * specification, maker, 批准文号, 本位码, place, unit, shelf life, bar code, 件装量, minimum buy,
 * business scope, 集采 and 追溯码 flags ...). A field left out keeps what the shop has (a new goods
 * takes the editor's default), so an ERP that holds only some facts never blanks the others.
 */

const text = (max: number) => z.string().trim().max(max);
const flag = z.coerce.number().int().min(0).max(1);
const count = (min: number) => z.coerce.number().int().min(min).max(100_000);

/** The ERP's goods code: letters, digits, `_`, `.` and `-`, as the editor takes it. */
export const ErpSpidSchema = text(30)
  .min(1)
  .regex(/^[\w.-]+$/);

export const ErpGoodsRowSchema = z.object({
  goods_erp_spid: ErpSpidSchema,
  goods_name: text(120).min(1),
  generic_name: text(120).optional(),
  /** The category by its name (or its id as digits); a leaf of the category tree. */
  category: text(50).min(1),
  /** The brand by its name (or its id as digits); '' for none. */
  brand: text(50).optional(),
  keywords: text(255).optional(),
  unit: text(10).min(1).optional(),
  bar_code: text(30).regex(/^\d*$/).optional(),
  goods_kind: z.enum(GOODS_KINDS).optional(),
  is_jc: flag.optional(),
  traceability_code: flag.optional(),
  business_scope: text(30).optional(),
  attr_specs: text(80).optional(),
  dosage_form: text(20).optional(),
  manufacturer: text(100).optional(),
  approval_number: text(50).optional(),
  attr_place: text(50).optional(),
  attr_country_code: text(14)
    .regex(/^(\d{14})?$/)
    .optional(),
  validity_months: z.coerce.number().int().min(0).max(600).optional(),
  piece_qty: z.coerce.number().int().min(0).max(100_000).optional(),
  /** 中包装: the least a buyer takes (the go-sync-tool's `min_buy_sync`). */
  min_buy: count(1).optional(),
  num_multiple: count(1).optional(),
  max_buy: count(0).optional(),
  tax_rate: z.coerce.number().int().min(0).max(100).optional(),
  storage: text(100).optional(),
  /** The ERP's stock (warehouse) name. */
  stock_name: text(30).optional(),
  /** 1 on sale, 0 off the shelf. */
  goods_state: z.coerce.number().int().min(0).max(1).optional(),
});
export type ErpGoodsRow = z.infer<typeof ErpGoodsRowSchema>;

/** A goods batch: the rows, and whether a category or brand named but missing is created. */
export const ErpGoodsBatchBodySchema = ErpBatchBodySchema.extend({
  /** Create a missing category (at the top of the tree) or brand instead of refusing the row. */
  create_missing: z.boolean().default(false),
});
export type ErpGoodsBatchBody = z.infer<typeof ErpGoodsBatchBodySchema>;

export const erpGoodsBatchEndpoint = defineOpenEndpoint({
  path: '/open/api/v1/goods/batch',
  body: ErpGoodsBatchBodySchema,
  data: ErpBatchResultSchema,
  scope: 'goods',
  summary: 'Creates or updates goods by goods_erp_spid, up to 1,000 rows, answering each row',
  example: {
    create_missing: false,
    rows: [
      {
        goods_erp_spid: 'SP0012003',
        goods_name: '阿莫西林胶囊',
        generic_name: '阿莫西林胶囊',
        category: '青霉素类',
        brand: '石药',
        unit: '盒',
        goods_kind: 'rx',
        approval_number: '国药准字H13023964',
        attr_specs: '0.25g*24粒',
        manufacturer: '石药集团欧意药业有限公司',
        validity_months: 24,
        min_buy: 10,
        num_multiple: 10,
        goods_state: 1,
      },
    ],
  },
});
