import { payInfoEndpoint } from '@shop/contracts/order';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `/api/pay/info` (login required): a payment of the member, its orders and means of payment. */
export const getPayInfo = (outTradeNo: string) =>
  apiCall(payInfoEndpoint, { out_trade_no: outTradeNo });

export const payInfoQueryOptions = (outTradeNo: string) =>
  queryOptions({
    queryKey: ['order', 'pay', outTradeNo],
    queryFn: () => getPayInfo(outTradeNo),
    staleTime: 0,
  });

export const usePayInfo = (outTradeNo: string | null) =>
  useQuery({ ...payInfoQueryOptions(outTradeNo ?? ''), enabled: outTradeNo !== null });
