/**
 * The order module's front door (floor 6, see modules/README.md): order confirmation and
 * creation, orders, payments, and the closing of unpaid orders.
 */
import { modulePlugin } from '../module-plugin';
import { orderAnnexRoutes } from './order-annex.routes';
import { orderConsoleRoutes } from './order-console.routes';
import { orderCreateRoutes } from './order-create.routes';
import { orderInvoiceRoutes } from './order-invoice.routes';
import { orderRoutes } from './order.routes';
import { payRoutes } from './pay.routes';

export const orderModule = modulePlugin([
  orderCreateRoutes,
  orderRoutes,
  payRoutes,
  orderConsoleRoutes,
  orderAnnexRoutes,
  orderInvoiceRoutes,
]);

export { erpOrderChanges, FEED_MARGIN_MS } from './order-erp-feed.service';
export { markOrdersTaken } from './order-erp-taken.service';
export { shipOrdersFromErp } from './order-erp-ship.service';
export { saveOrderInvoices } from './order-erp-invoice.service';
export { orderExpiryPlugin } from './order-expiry.plugin';
export { orderStatusName, payTypeName } from './order-view';
export {
  findRefundableLine,
  lockRefundOrder,
  recordLineRefund,
  type RefundableLine,
} from './order-refund.service';
export {
  findMemberEvaluateOrder,
  lockMemberEvaluateOrder,
  markOrderEvaluated,
} from './order-evaluate.repository';
export { orderGoodsOf, type OrderGoodsRow } from './order.repository';
export { handOverOrder } from './order-ship.service';
export { findCodeOrder, type CodeOrder } from './order-verify.service';
export { claimPointExchangeKey, writePointOrder } from './point-order.service';
export {
  onlinePayable,
  onlinePayStatus,
  settleOnlinePay,
  type OnlinePayType,
} from './online-pay.service';
export { PAY_TIMEOUT_KEY, payTimeoutSetting, storePayTimeout } from './order-expiry.config';
