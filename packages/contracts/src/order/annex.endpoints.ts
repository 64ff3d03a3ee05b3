import { defineEndpoint, IdResultSchema } from '../common';
import { defineStaffEndpoint } from '../staff/staff-endpoint';
import {
  AnnexDocumentSchema,
  ConsoleAnnexDeleteBodySchema,
  ConsoleAnnexUploadFieldsSchema,
  ConsoleBatchBodySchema,
  OrderGoodsAnnexListSchema,
} from './annex.schema';
import { OrderIdBodySchema } from './order.schema';

/** Batch documents (issue 17): the buyer's reading and the console's writes. */

/** The batches and documents of each line of the member's order (spec §7 `orderGoodsAnnex`). */
export const orderGoodsAnnexEndpoint = defineEndpoint({
  path: '/api/order/orderGoodsAnnex',
  body: OrderIdBodySchema,
  data: OrderGoodsAnnexListSchema,
});

/** Corrects a shipped package line's batch number and expiry date; answers the line's id. */
export const consoleBatchEndpoint = defineStaffEndpoint({
  path: '/staff/api/order/batch',
  body: ConsoleBatchBodySchema,
  data: IdResultSchema,
  permission: 'order.fulfil',
});

/** Uploads one document of a shipped package line (multipart: the fields, then `file`). */
export const consoleAnnexUploadEndpoint = defineStaffEndpoint({
  path: '/staff/api/order/annexupload',
  body: ConsoleAnnexUploadFieldsSchema,
  data: AnnexDocumentSchema,
  permission: 'order.fulfil',
});

/** Deletes a document uploaded by mistake (its file too); answers its id. */
export const consoleAnnexDeleteEndpoint = defineStaffEndpoint({
  path: '/staff/api/order/annexdelete',
  body: ConsoleAnnexDeleteBodySchema,
  data: IdResultSchema,
  permission: 'order.fulfil',
});
