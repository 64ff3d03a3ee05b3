import { onlinePayCreateEndpoint, type OnlinePayCreateBody } from '@shop/contracts/payment';
import { apiCall } from '@shop/web-kit/api';
import { useMutation } from '@tanstack/react-query';

/** `/api/pay/online/create`: the Alipay cashier address or the WeChat Pay code_url. */
export const createOnlinePay = (body: OnlinePayCreateBody) =>
  apiCall(onlinePayCreateEndpoint, body);

export const useCreateOnlinePay = () => useMutation({ mutationFn: createOnlinePay });
