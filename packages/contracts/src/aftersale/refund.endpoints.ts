import { defineEndpoint } from '../common';
import { UploadResultSchema } from '../member/qualification.schema';
import { defineStaffEndpoint } from '../staff/staff-endpoint';
import {
  ConsoleComplainDecideBodySchema,
  ConsoleComplainListBodySchema,
  ConsoleComplainPageSchema,
  ConsoleRefundAgreeBodySchema,
  ConsoleRefundDetailSchema,
  ConsoleRefundIdBodySchema,
  ConsoleRefundReceiveBodySchema,
  ConsoleRefundListBodySchema,
  ConsoleRefundMessageBodySchema,
  ConsoleRefundPageSchema,
  ConsoleRefundRefuseBodySchema,
  ConsoleRefundTransferBodySchema,
} from './refund-console.schema';
import {
  ComplainBodySchema,
  RefundApplyBodySchema,
  RefundDataSchema,
  RefundDeliveryBodySchema,
  RefundDetailSchema,
  RefundIdBodySchema,
  RefundLineBodySchema,
  RefundListBodySchema,
  RefundMessageBodySchema,
  RefundPageSchema,
  RefundStateSchema,
} from './refund.schema';

/** The buyer's refunds (issue 17; Niushop's orderrefund and ordercomplain calls). */

export const refundDataEndpoint = defineEndpoint({
  path: '/api/orderrefund/refundData',
  body: RefundLineBodySchema,
  data: RefundDataSchema,
});

export const refundApplyEndpoint = defineEndpoint({
  path: '/api/orderrefund/refund',
  body: RefundApplyBodySchema,
  data: RefundStateSchema,
});

export const refundListEndpoint = defineEndpoint({
  path: '/api/orderrefund/lists',
  body: RefundListBodySchema,
  data: RefundPageSchema,
});

export const refundDetailEndpoint = defineEndpoint({
  path: '/api/orderrefund/detail',
  body: RefundIdBodySchema,
  data: RefundDetailSchema,
});

export const refundCancelEndpoint = defineEndpoint({
  path: '/api/orderrefund/cancel',
  body: RefundIdBodySchema,
  data: RefundStateSchema,
});

export const refundDeliveryEndpoint = defineEndpoint({
  path: '/api/orderrefund/delivery',
  body: RefundDeliveryBodySchema,
  data: RefundStateSchema,
});

export const refundMessageEndpoint = defineEndpoint({
  path: '/api/orderrefund/message',
  body: RefundMessageBodySchema,
  data: RefundStateSchema,
});

export const complainEndpoint = defineEndpoint({
  path: '/api/ordercomplain/complain',
  body: ComplainBodySchema,
  data: RefundStateSchema,
});

export const complainCancelEndpoint = defineEndpoint({
  path: '/api/ordercomplain/cancel',
  body: RefundIdBodySchema,
  data: RefundStateSchema,
});

/** Evidence images of refunds, messages and complaints (multipart, one image). */
export const REFUND_IMAGE_UPLOAD_PATH = '/api/upload/refundimg';
export const RefundImageResultSchema = UploadResultSchema;

/** The console's refunds and complaints. */

export const consoleRefundListEndpoint = defineStaffEndpoint({
  path: '/staff/api/refund/lists',
  body: ConsoleRefundListBodySchema,
  data: ConsoleRefundPageSchema,
  permission: 'refund.read',
});

export const consoleRefundDetailEndpoint = defineStaffEndpoint({
  path: '/staff/api/refund/detail',
  body: ConsoleRefundIdBodySchema,
  data: ConsoleRefundDetailSchema,
  permission: 'refund.read',
});

export const consoleRefundAgreeEndpoint = defineStaffEndpoint({
  path: '/staff/api/refund/agree',
  body: ConsoleRefundAgreeBodySchema,
  data: RefundStateSchema,
  permission: 'refund.review',
});

export const consoleRefundRefuseEndpoint = defineStaffEndpoint({
  path: '/staff/api/refund/refuse',
  body: ConsoleRefundRefuseBodySchema,
  data: RefundStateSchema,
  permission: 'refund.review',
});

/** The returned goods arrived: they go back to stock and the money back to the buyer. */
export const consoleRefundReceiveEndpoint = defineStaffEndpoint({
  path: '/staff/api/refund/receive',
  body: ConsoleRefundReceiveBodySchema,
  data: RefundStateSchema,
  permission: 'refund.review',
});

export const consoleRefundTransferEndpoint = defineStaffEndpoint({
  path: '/staff/api/refund/transfer',
  body: ConsoleRefundTransferBodySchema,
  data: RefundStateSchema,
  permission: 'refund.pay',
});

export const consoleRefundMessageEndpoint = defineStaffEndpoint({
  path: '/staff/api/refund/message',
  body: ConsoleRefundMessageBodySchema,
  data: RefundStateSchema,
  permission: 'refund.review',
});

export const consoleComplainListEndpoint = defineStaffEndpoint({
  path: '/staff/api/complain/lists',
  body: ConsoleComplainListBodySchema,
  data: ConsoleComplainPageSchema,
  permission: 'complaint.decide',
});

export const consoleComplainDecideEndpoint = defineStaffEndpoint({
  path: '/staff/api/complain/decide',
  body: ConsoleComplainDecideBodySchema,
  data: RefundStateSchema,
  permission: 'complaint.decide',
});
