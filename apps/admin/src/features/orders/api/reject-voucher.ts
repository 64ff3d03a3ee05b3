import { consoleRejectVoucherEndpoint } from '@shop/contracts/order';
import { useOrderWrite } from './use-order-write';

/** `/staff/api/order/rejectvoucher` (payment.review), with the reason the buyer reads. */
export const useRejectVoucher = () => useOrderWrite(consoleRejectVoucherEndpoint);
