import { orderPayEndpoint } from '@shop/contracts/order';
import { apiCall } from '@shop/web-kit/api';
import { useMutation } from '@tanstack/react-query';
import { toastOnError } from '@/lib/toast-on-error';

/** Starts paying waiting orders together; answers the out_trade_no for `/pay`. */
export const payOrders = (orderIds: number[]) => apiCall(orderPayEndpoint, { order_ids: orderIds });

/** 立即付款 from the list or the detail: the caller navigates to `/pay?out_trade_no=`. */
export const usePayOrders = () => useMutation({ mutationFn: toastOnError(payOrders) });
