import { consoleCloseOrderEndpoint } from '@shop/contracts/order';
import { useOrderWrite } from './use-order-write';

/** `/staff/api/order/close` (order.fulfil): an unpaid order, with a reason. */
export const useCloseOrder = () => useOrderWrite(consoleCloseOrderEndpoint);
