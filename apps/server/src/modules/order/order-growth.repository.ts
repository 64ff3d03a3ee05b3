import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { order } from './order.tables';

/** What growth reads of an order. */
export async function findOrderMoney(db: DbExecutor, orderId: number) {
  const [row] = await db
    .select({
      memberId: order.memberId,
      orderNo: order.orderNo,
      orderType: order.orderType,
      orderMoneyFen: order.orderMoneyFen,
    })
    .from(order)
    .where(eq(order.orderId, orderId));
  return row;
}
