import { z } from 'zod';
import { AnnexDocumentSchema } from './annex.schema';
import { DeliveryTypeSchema } from './order-create.schema';

/**
 * One order line in a package: which line, how many of it, and the batch shipped (issue 17: 批号,
 * 有效期至 YYYY-MM-DD, '' when not entered) with the batch's documents.
 */
export const PackageGoodsSchema = z.object({
  package_goods_id: z.number().int(),
  order_goods_id: z.number().int(),
  sku_name: z.string(),
  sku_image: z.string(),
  spec_name: z.string(),
  unit: z.string(),
  num: z.number().int(),
  batch_no: z.string(),
  expiry_date: z.string(),
  /** The boxes' drug traceability codes (国家药品追溯码) sent back by the ERP (issue 26). */
  traceability_codes: z.array(z.string()),
  documents: z.array(AnnexDocumentSchema),
});
export type PackageGoods = z.infer<typeof PackageGoodsSchema>;

/**
 * A shipment of an order (issue 15): an express parcel (company and tracking number), a local
 * delivery (courier and phone) or a pickup handed over at the counter. Times are ms.
 */
export const OrderPackageSchema = z.object({
  package_id: z.number().int(),
  delivery_type: DeliveryTypeSchema,
  express_company: z.string(),
  express_company_name: z.string(),
  express_no: z.string(),
  courier_name: z.string(),
  courier_mobile: z.string(),
  create_time: z.number().int(),
  goods: z.array(PackageGoodsSchema),
});
export type OrderPackage = z.infer<typeof OrderPackageSchema>;

/** `/api/order/package` (spec §7 orders): the packages of the member's order, oldest first. */
export const OrderPackagesSchema = z.array(OrderPackageSchema);
export type OrderPackages = z.infer<typeof OrderPackagesSchema>;
