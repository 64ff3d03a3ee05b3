import { z } from 'zod';
import { bodySchema, IdSchema } from '../common';

/**
 * Batch documents (issue 17, spec §7 `/api/order/orderGoodsAnnex`). Each shipped package line
 * carries the batch (批号) and its expiry date (有效期至), and the batch's documents: 药检报告
 * (`drug_test`) and 出厂检验报告 (`factory_inspection`), uploaded by staff as PDF or image. A
 * document is downloaded from its `url`, open only to the order's buyer and the shop's staff.
 */

export const ANNEX_DOC_TYPES = ['drug_test', 'factory_inspection'] as const;
export const AnnexDocTypeSchema = z.enum(ANNEX_DOC_TYPES);
export type AnnexDocType = z.infer<typeof AnnexDocTypeSchema>;

/** Largest batch document accepted, in MB (a scanned report of a few pages). */
export const ANNEX_MAX_MB = 10;

/** The files a batch document may be: read by content on the server, named here for the picker. */
export const ANNEX_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp';

/** A batch number as printed on the box: letters and digits, then also `-`, `/` or `.`; 1-40. */
export const BatchNoSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9./-]{0,39}$/);

/** Whether `day` (YYYY-MM-DD) is a day of the calendar (2026-02-30 is not). */
export function isCalendarDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** An expiry date (有效期至), YYYY-MM-DD, a real day between 2000 and 2099. */
export const ExpiryDateSchema = z
  .string()
  .trim()
  .regex(/^20\d{2}-\d{2}-\d{2}$/)
  .refine(isCalendarDay);

/** One document of a shipped batch. `url` downloads it (the buyer's or staff's session). */
export const AnnexDocumentSchema = z.object({
  annex_id: z.number().int(),
  doc_type: AnnexDocTypeSchema,
  /** 药检报告 / 出厂检验报告, in the request's language. */
  doc_type_name: z.string(),
  file_name: z.string(),
  url: z.string(),
  create_time: z.number().int(),
});
export type AnnexDocument = z.infer<typeof AnnexDocumentSchema>;

/** One batch of an order line, as shipped in one package. */
export const OrderGoodsBatchSchema = z.object({
  package_goods_id: z.number().int(),
  package_id: z.number().int(),
  /** The package's place among the order's packages (包裹1, 包裹2 ...). */
  package_index: z.number().int(),
  /** '' until staff enter it (goods that are not medicines may ship without). */
  batch_no: z.string(),
  expiry_date: z.string(),
  num: z.number().int(),
  documents: z.array(AnnexDocumentSchema),
});
export type OrderGoodsBatch = z.infer<typeof OrderGoodsBatchSchema>;

/** `/api/order/orderGoodsAnnex`: each line of the member's order with the batches shipped. */
export const OrderGoodsAnnexSchema = z.object({
  order_goods_id: z.number().int(),
  sku_name: z.string(),
  sku_image: z.string(),
  spec_name: z.string(),
  unit: z.string(),
  num: z.number().int(),
  batches: z.array(OrderGoodsBatchSchema),
});
export type OrderGoodsAnnex = z.infer<typeof OrderGoodsAnnexSchema>;
export const OrderGoodsAnnexListSchema = z.array(OrderGoodsAnnexSchema);

/**
 * `/staff/api/order/batch`: corrects the batch of a shipped package line. A medicine's line keeps
 * both; other goods may clear them (''). The expiry date may not lie before the day it shipped.
 */
export const ConsoleBatchBodySchema = bodySchema({
  package_goods_id: IdSchema,
  batch_no: BatchNoSchema.or(z.literal('')),
  expiry_date: ExpiryDateSchema.or(z.literal('')),
});
export type ConsoleBatchBody = z.input<typeof ConsoleBatchBodySchema>;

/**
 * `/staff/api/order/annexupload` (multipart/form-data): the fields, sent before the one `file`
 * (PDF, JPG, PNG or WEBP, at most `ANNEX_MAX_MB`). Answers the document stored.
 */
export const ConsoleAnnexUploadFieldsSchema = bodySchema({
  package_goods_id: IdSchema,
  doc_type: AnnexDocTypeSchema,
});
export type ConsoleAnnexUploadFields = z.input<typeof ConsoleAnnexUploadFieldsSchema>;

/** `/staff/api/order/annexdelete`: removes a document uploaded by mistake. */
export const ConsoleAnnexDeleteBodySchema = bodySchema({ annex_id: IdSchema });
export type ConsoleAnnexDeleteBody = z.input<typeof ConsoleAnnexDeleteBodySchema>;
