import { onlinePayStatusEndpoint, type PaySubject } from '@shop/contracts/payment';
import { apiCall } from '@shop/web-kit/api';
import { useQuery } from '@tanstack/react-query';

/** How often the pay page asks whether the channel's notification has arrived. */
export const STATUS_POLL_MS = 3_000;

export const getOnlinePayStatus = (subject: PaySubject, outTradeNo: string) =>
  apiCall(onlinePayStatusEndpoint, { subject, out_trade_no: outTradeNo });

/** Polls `/api/pay/online/status` while `polling`; stops once paid or closed. */
export const useOnlinePayStatus = (subject: PaySubject, outTradeNo: string, polling: boolean) =>
  useQuery({
    queryKey: ['payment', 'status', subject, outTradeNo],
    queryFn: () => getOnlinePayStatus(subject, outTradeNo),
    enabled: polling,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== 'waiting' ? false : STATUS_POLL_MS,
  });
