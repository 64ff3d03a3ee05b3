import { consoleBatchEndpoint } from '@shop/contracts/order';
import { useOrderWrite } from './use-order-write';

/** `/staff/api/order/batch` (order.fulfil): corrects a shipped line's batch and expiry date. */
export const useSetBatch = () => useOrderWrite(consoleBatchEndpoint);
