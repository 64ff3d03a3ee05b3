import { z } from 'zod';

/**
 * Why the member's licences refuse a goods (issue 16): `review` a required document not approved
 * yet, `expired` a required document past its date (both hide prices too), `scope` the goods'
 * category needs a business scope (`scope_name`) no approved, unexpired document covers.
 */
export const LicenceRefusalSchema = z.object({
  reason: z.enum(['review', 'expired', 'scope']),
  scope_name: z.string(),
});
export type LicenceRefusal = z.infer<typeof LicenceRefusalSchema>;

/**
 * Spec §3/§6 `sale_control` of a goods for the calling member: `is_member_by` whether the member
 * may buy it, `view_price` whether the member may see its price, `not_buy_msg` the shop's text;
 * `licence` when the member's licences are why (the page then links to /member/qualification).
 */
export const SaleControlSchema = z.object({
  is_member_by: z.boolean(),
  view_price: z.boolean(),
  not_buy_msg: z.string().max(40),
  licence: LicenceRefusalSchema.optional(),
});
export type SaleControl = z.infer<typeof SaleControlSchema>;
