/**
 * The payment module's front door (floor 7, see modules/README.md): online payment of orders and
 * recharges through Alipay and WeChat Pay, and the channels' notifications (issue 16).
 */
import { modulePlugin } from '../module-plugin';
import { paymentNotifyRoutes } from './payment-notify.routes';
import { paymentRoutes } from './payment.routes';

export const paymentModule = modulePlugin([paymentRoutes, paymentNotifyRoutes]);
