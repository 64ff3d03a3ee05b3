import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';

/*
 * The verification desk (核销台, issue 17): a member who is a verifier of a shop's pickup store
 * checks the code a buyer shows (the pickup code of a 门店自提 order, or the code of virtual
 * goods) and verifies it once, which hands the order over. Times are ms since the epoch.
 */

/** pickup: a 门店自提 order's pickup code; virtual: the code of an order of virtual goods. */
export const VERIFY_TYPES = ['pickup', 'virtual'] as const;
export const VerifyTypeSchema = z.enum(VERIFY_TYPES);
export type VerifyType = z.infer<typeof VerifyTypeSchema>;

/** A verification code: 8 digits (spaces a scanner or the buyer's screen puts in are dropped). */
export const VERIFY_CODE_PATTERN = /^\d{8}$/;

/** A code as people read it out at the counter: 1234 5678 (anything else as it is). */
export const spacedVerifyCode = (code: string): string => code.replace(/^(\d{4})(\d{4})$/, '$1 $2');

/** A store the member verifies at. */
export const VerifierStoreSchema = z.object({
  store_id: z.number().int(),
  store_name: z.string(),
  site_id: z.number().int(),
  shop_name: z.string(),
});
export type VerifierStore = z.infer<typeof VerifierStoreSchema>;

/** `/api/verify/checkisverifier`: whether the member is a verifier, and of which open stores. */
export const VerifierCheckSchema = z.object({
  is_verifier: z.boolean(),
  stores: z.array(VerifierStoreSchema),
});
export type VerifierCheck = z.infer<typeof VerifierCheckSchema>;

/** `/api/verify/verifyInfo`, `/api/verify/verify`: the code the buyer shows. */
export const VerifyCodeBodySchema = bodySchema({
  verify_code: z
    .string()
    .max(30)
    .transform((v) => v.replace(/\s+/g, '')),
});
export type VerifyCodeBody = z.input<typeof VerifyCodeBodySchema>;

/** One goods line a code covers. */
export const VerifyItemSchema = z.object({
  sku_name: z.string(),
  sku_image: z.string(),
  spec_name: z.string(),
  unit: z.string(),
  num: z.number().int(),
});
export type VerifyItem = z.infer<typeof VerifyItemSchema>;

/** What a code covers, as the desk shows it before (and after) verifying. */
export const VerifyInfoSchema = z.object({
  verify_code: z.string(),
  verify_type: VerifyTypeSchema,
  verify_type_name: z.string(),
  order_id: z.number().int(),
  order_no: z.string(),
  shop_name: z.string(),
  /** The store the code is collected at (for virtual goods: the verifier's store of that shop). */
  store_id: z.number().int(),
  store_name: z.string(),
  /** The buyer, masked: 康**药房, 138****8001. */
  buyer_name: z.string(),
  buyer_mobile: z.string(),
  pay_time: z.number().int().nullable(),
  items: z.array(VerifyItemSchema),
  goods_num: z.number().int(),
  /** Verified already (then `verify_time` and `verifier_name` say when and by whom). */
  is_verified: z.boolean(),
  verify_time: z.number().int().nullable(),
  verifier_name: z.string(),
});
export type VerifyInfo = z.infer<typeof VerifyInfoSchema>;

/** `/api/verify/verify`: the record written. */
export const VerifyResultSchema = z.object({
  verify_id: z.number().int(),
  order_id: z.number().int(),
  verify_time: z.number().int(),
});
export type VerifyResult = z.infer<typeof VerifyResultSchema>;

/** `/api/verify/lists`: the verifier's own records, newest first. */
export const VerifyListBodySchema = bodySchema({
  ...pageBodyShape(10, 50),
  verify_type: VerifyTypeSchema.optional(),
});
export type VerifyListBody = z.input<typeof VerifyListBodySchema>;

/** A verification record (核销记录). */
export const VerifyRecordSchema = z.object({
  verify_id: z.number().int(),
  verify_code: z.string(),
  verify_type: VerifyTypeSchema,
  verify_type_name: z.string(),
  order_id: z.number().int(),
  order_no: z.string(),
  store_id: z.number().int(),
  store_name: z.string(),
  verifier_name: z.string(),
  items: z.array(VerifyItemSchema),
  goods_num: z.number().int(),
  verify_time: z.number().int(),
});
export type VerifyRecord = z.infer<typeof VerifyRecordSchema>;

export const VerifyRecordPageSchema = pageSchema(VerifyRecordSchema);
export type VerifyRecordPage = z.infer<typeof VerifyRecordPageSchema>;

/** `/api/verify/detail`: one of the verifier's records. */
export const VerifyDetailBodySchema = bodySchema({ verify_id: IdSchema });
export type VerifyDetailBody = z.input<typeof VerifyDetailBodySchema>;

/** A record with the order it handed over. */
export const VerifyDetailSchema = VerifyRecordSchema.extend({
  shop_name: z.string(),
  buyer_name: z.string(),
  buyer_mobile: z.string(),
  pay_time: z.number().int().nullable(),
});
export type VerifyDetail = z.infer<typeof VerifyDetailSchema>;
