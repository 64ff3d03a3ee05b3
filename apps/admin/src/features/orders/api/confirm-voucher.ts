import { consoleConfirmVoucherEndpoint } from '@shop/contracts/order';
import { useOrderWrite } from './use-order-write';

/** `/staff/api/order/confirmvoucher` (payment.review): the transfer arrived; the order is paid. */
export const useConfirmVoucher = () => useOrderWrite(consoleConfirmVoucherEndpoint);
