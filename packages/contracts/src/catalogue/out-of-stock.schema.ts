import { z } from 'zod';
import { bodySchema, PageBodyShape, pageSchema } from '../common';

export const OUT_OF_STOCK_QUANTITY_MAX = 999_999;

/** Registration status: 0 登记中 (registered), 1 已到货 (stocked), 2 无法供货 (cannot supply). */
export const OUT_OF_STOCK_STATUS = { registered: 0, stocked: 1, unavailable: 2 } as const;
export const OutOfStockStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type OutOfStockStatus = z.infer<typeof OutOfStockStatusSchema>;

const optionalText = (max: number) => z.string().trim().max(max).default('');

/**
 * `/api/outofstock/add` (缺货登记, login optional): demand for goods the mall lacks. The member is
 * the token's, never a body field. The mobile must be a mainland mobile (MOBILE_PATTERN).
 */
export const OutOfStockAddBodySchema = bodySchema({
  goods_name: z.string().trim().min(1).max(120),
  specification: optionalText(80),
  manufacturer: optionalText(100),
  quantity: z.coerce.number().int().min(1).max(OUT_OF_STOCK_QUANTITY_MAX),
  contact_name: z.string().trim().min(1).max(30),
  mobile: z.string().trim().min(1).max(20),
  remark: optionalText(200),
});
export type OutOfStockAddBody = z.input<typeof OutOfStockAddBodySchema>;

/** `/api/outofstock/add` answer: the new registration's id. */
export const OutOfStockAddResultSchema = z.object({ id: z.number().int() });
export type OutOfStockAddResult = z.infer<typeof OutOfStockAddResultSchema>;

/** `/api/outofstock/page` request (login required): the caller's own registrations, newest first. */
export const OutOfStockPageBodySchema = bodySchema({ ...PageBodyShape });
export type OutOfStockPageBody = z.infer<typeof OutOfStockPageBodySchema>;

/** One registration; `create_time` is ms since the epoch. */
export const OutOfStockItemSchema = z.object({
  id: z.number().int(),
  goods_name: z.string().max(120),
  specification: z.string().max(80),
  manufacturer: z.string().max(100),
  quantity: z.number().int(),
  contact_name: z.string().max(30),
  mobile: z.string().max(20),
  remark: z.string().max(200),
  status: OutOfStockStatusSchema,
  create_time: z.number().int(),
});
export type OutOfStockItem = z.infer<typeof OutOfStockItemSchema>;

export const OutOfStockPageSchema = pageSchema(OutOfStockItemSchema);
export type OutOfStockPage = z.infer<typeof OutOfStockPageSchema>;
