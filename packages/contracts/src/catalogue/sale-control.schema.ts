import { z } from 'zod';

/**
 * Spec §3/§6 `sale_control` of a goods for the calling member: `is_member_by` whether the member
 * may buy it, `view_price` whether the member may see its price, `not_buy_msg` the shop's text.
 */
export const SaleControlSchema = z.object({
  is_member_by: z.boolean(),
  view_price: z.boolean(),
  not_buy_msg: z.string().max(40),
});
export type SaleControl = z.infer<typeof SaleControlSchema>;
