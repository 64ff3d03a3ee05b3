import { z } from 'zod';
import { ErpBatchBodySchema, ErpBatchResultSchema } from './erp-batch.schema';
import { ErpCustomerCodeSchema } from './erp-credit.schema';
import { defineOpenEndpoint } from './open-endpoint';

/*
 * Members from an ERP (issue 26), keyed by the ERP customer code: the buying company, its
 * contact and mobile, buyer type and level by name, the salesman by the staff account's ERP code
 * or mobile, and its licences (number, business scopes, validity). A member made here has no
 * password: it signs in by SMS, or sets a password through "find password" first.
 */

const text = (max: number) => z.string().trim().max(max);
const DaySchema = z
  .string()
  .trim()
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

/** A licence the ERP holds for the customer, approved there (首营). */
export const ErpLicenceSchema = z.object({
  /** The qualification type, by its key or its name (营业执照, 药品经营许可证 ...). */
  type: text(40).min(1),
  number: text(64).min(1),
  /** Business scopes (经营范围) it covers, by key or name. */
  scope: z.array(text(40).min(1)).max(30).default([]),
  valid_from: DaySchema.or(z.literal('')).default(''),
  /** '' for valid without end (长期). */
  valid_to: DaySchema.or(z.literal('')).default(''),
});
export type ErpLicence = z.infer<typeof ErpLicenceSchema>;

export const ErpMemberRowSchema = z.object({
  erp_code: ErpCustomerCodeSchema,
  company: text(60).min(1),
  contact: text(30).default(''),
  mobile: z
    .string()
    .trim()
    .regex(/^1\d{10}$/),
  /** The buyer type (单体药店, 诊所 ...) by name; left out keeps it. */
  buyer_type: text(50).min(1).optional(),
  /** The member level by name; left out keeps it. */
  level: text(50).min(1).optional(),
  /** The salesman: a staff account's ERP code or mobile; '' clears it, left out keeps it. */
  salesman: text(40).optional(),
  /** The customer's licences; left out keeps them. */
  licences: z.array(ErpLicenceSchema).max(20).optional(),
});
export type ErpMemberRow = z.infer<typeof ErpMemberRowSchema>;

export const erpMemberBatchEndpoint = defineOpenEndpoint({
  path: '/open/api/v1/members/batch',
  body: ErpBatchBodySchema,
  data: ErpBatchResultSchema,
  scope: 'members',
  example: {
    rows: [
      {
        erp_code: 'KH0001',
        company: '广州康宁大药房',
        contact: '陈敏',
        mobile: '13800138000',
        buyer_type: '单体药店',
        level: '金卡会员',
        salesman: 'YW01',
        licences: [
          {
            type: '药品经营许可证',
            number: '粤AA0201234',
            scope: ['处方药', '非处方药'],
            valid_from: '2024-03-01',
            valid_to: '2029-02-28',
          },
        ],
      },
    ],
  },
  summary:
    'Creates or updates members by ERP customer code with their buyer type, level, salesman and licences, up to 1,000 rows, answering each row',
});
