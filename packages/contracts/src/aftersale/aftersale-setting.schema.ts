import { z } from 'zod';
import { FreightRefundSchema } from './refundable';

/**
 * The shop's after-sales rules (setting `aftersale`, issue 17): the reasons a buyer chooses from
 * (with their English texts, same order), how many days the shop has to answer a request before
 * the buyer may complain to the platform, how many days after a refusal a complaint may still be
 * raised, the default address returns are sent to, and when the order's freight goes back
 * (`freight_refund`, ADR 0016).
 */
export const AftersaleSettingSchema = z.object({
  reasons: z.array(z.string().trim().min(1).max(50)).min(1).max(20),
  reasons_en: z.array(z.string().trim().max(100)).max(20),
  shop_answer_days: z.number().int().min(1).max(30),
  complain_days: z.number().int().min(1).max(30),
  return_address: z.string().trim().max(300),
  freight_refund: FreightRefundSchema.default('unshipped'),
});
export type AftersaleSetting = z.infer<typeof AftersaleSettingSchema>;
