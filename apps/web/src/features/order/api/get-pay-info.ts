import { payInfoEndpoint } from '@shop/contracts/order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

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
