import { consoleAnnexDeleteEndpoint } from '@shop/contracts/order';
import { useOrderWrite } from './use-order-write';

/** `/staff/api/order/annexdelete` (order.fulfil): removes a batch document uploaded by mistake. */
export const useDeleteAnnex = () => useOrderWrite(consoleAnnexDeleteEndpoint);
