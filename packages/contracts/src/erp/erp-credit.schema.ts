import { z } from 'zod';
import { MoneyInputSchema } from '../money';
import { ErpBatchBodySchema, ErpBatchResultSchema } from './erp-batch.schema';
import { defineOpenEndpoint } from './open-endpoint';

/*
 * Credit (账期) from an ERP (issue 26), keyed by the member's ERP customer code: the credit line
 * the shop gives the buyer and the balance the buyer owes on it, in yuan with up to 2 decimals.
 * The ERP is the truth for both: each value sent replaces the stored one, and each change is a row
 * of the member's ledger. A balance owed above the line is taken as the ERP says (the buyer then
 * cannot pay on account until it is repaid).
 */

/** The buyer's customer code in the ERP (`member.erp_code`). */
export const ErpCustomerCodeSchema = z.string().trim().min(1).max(40);

export const ErpCreditRowSchema = z.object({
  erp_code: ErpCustomerCodeSchema,
  /** The credit line (授信额度). */
  credit_limit: MoneyInputSchema,
  /** The balance owed on account (账期已用). */
  credit_used: MoneyInputSchema,
});
export type ErpCreditRow = z.infer<typeof ErpCreditRowSchema>;

export const erpCreditBatchEndpoint = defineOpenEndpoint({
  path: '/open/api/v1/credit/batch',
  body: ErpBatchBodySchema,
  data: ErpBatchResultSchema,
  scope: 'credit',
  example: {
    rows: [
      { erp_code: 'KH0001', credit_limit: '50000.00', credit_used: '12800.50' },
      { erp_code: 'KH0002', credit_limit: '20000.00', credit_used: '0.00' },
    ],
  },
  summary:
    'Sets the credit line and the balance owed (账期) of members by ERP customer code, up to 1,000 rows, answering each row',
});
