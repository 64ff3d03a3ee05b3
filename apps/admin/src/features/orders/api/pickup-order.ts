import { consolePickupEndpoint } from '@shop/contracts/order';
import { useOrderWrite } from './use-order-write';

/** `/staff/api/order/pickup` (order.fulfil): the buyer's pickup code hands the order over. */
export const usePickupOrder = () => useOrderWrite(consolePickupEndpoint);
