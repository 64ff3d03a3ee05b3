import { consoleShipEndpoint } from '@shop/contracts/order';
import { useOrderWrite } from './use-order-write';

/** `/staff/api/order/ship` (order.fulfil): one package of a paid order. */
export const useShipOrder = () => useOrderWrite(consoleShipEndpoint);
