import { sql } from 'drizzle-orm';
import { order } from './order.tables';

/**
 * When an order's pay window started: its creation, or the last time staff rejected its transfer
 * voucher (issue 15: the order returns to 待付款 and the buyer must have time to pay again, however
 * long the review took). The unpaid-order timeout counts from here.
 */
export const payWindowStart = sql<Date>`greatest(${order.createdAt}, coalesce((select max(l.created_at) from order_log l where l.order_id = ${order.orderId} and l.action = 'voucher_reject'), ${order.createdAt}))`;
