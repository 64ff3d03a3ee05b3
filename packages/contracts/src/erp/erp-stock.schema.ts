import { z } from 'zod';
import { ErpBatchBodySchema, ErpBatchResultSchema } from './erp-batch.schema';
import { ErpSpidSchema } from './erp-goods.schema';
import { defineOpenEndpoint } from './open-endpoint';

/*
 * Stock by batch from an ERP (issue 26, ADR 0026): one row per goods (`goods_erp_spid`) with all
 * its batches in the ERP now. The list replaces the goods' stored batches: a batch no longer sent
 * is gone (an empty list empties the stock), so a full sync sent twice changes nothing. The goods'
 * stock is the sum of its sellable batches (quantity above 0, not expired), and its nearest
 * sellable expiry is kept on the goods.
 */

/** A calendar date, YYYY-MM-DD, a real day. */
export const ErpDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => {
    // Zod runs the refinement even when the pattern failed: an invalid Date must not throw.
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, 'not a real date');

export const ErpBatchStockSchema = z
  .object({
    batch_no: z.string().trim().min(1).max(40),
    production_date: ErpDateSchema.or(z.literal('')).default(''),
    expiry_date: ErpDateSchema,
    quantity: z.coerce.number().int().min(0).max(99_999_999),
  })
  .refine((b) => b.production_date === '' || b.production_date <= b.expiry_date, {
    message: 'production_date after expiry_date',
    path: ['production_date'],
  });
export type ErpBatchStock = z.infer<typeof ErpBatchStockSchema>;

export const ErpStockRowSchema = z
  .object({
    goods_erp_spid: ErpSpidSchema,
    batches: z.array(ErpBatchStockSchema).max(200),
  })
  .refine((row) => new Set(row.batches.map((b) => b.batch_no)).size === row.batches.length, {
    message: 'batch_no sent twice',
    path: ['batches'],
  });
export type ErpStockRow = z.infer<typeof ErpStockRowSchema>;

export const erpStockBatchEndpoint = defineOpenEndpoint({
  path: '/open/api/v1/stock/batch',
  body: ErpBatchBodySchema,
  data: ErpBatchResultSchema,
  scope: 'stock',
  summary: "Replaces goods' stock batches by goods_erp_spid, up to 1,000 rows, answering each row",
  example: {
    rows: [
      {
        goods_erp_spid: 'SP0012003',
        batches: [
          {
            batch_no: '240105',
            production_date: '2024-01-05',
            expiry_date: '2026-12-31',
            quantity: 40,
          },
          {
            batch_no: '240611',
            production_date: '2024-06-11',
            expiry_date: '2027-05-31',
            quantity: 60,
          },
        ],
      },
    ],
  },
});
