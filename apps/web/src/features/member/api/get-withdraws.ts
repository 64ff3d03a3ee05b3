import {
  withdrawConfigEndpoint,
  withdrawInfoEndpoint,
  withdrawPageEndpoint,
  type WithdrawStatus,
} from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Every query of withdrawals (and the money they move) starts with this key. */
export const WITHDRAW_KEY = ['member', 'withdraw'] as const;

/** Rows of the withdrawal list per page. */
export const WITHDRAW_PAGE_SIZE = 10;

/** `/api/memberwithdraw/config`: the shop's rules and the member's balance. */
export const useWithdrawConfig = () =>
  useQuery({
    queryKey: [...WITHDRAW_KEY, 'config'],
    queryFn: () => apiCall(withdrawConfigEndpoint, {}),
  });

export const withdrawPageQueryOptions = (page: number, status: WithdrawStatus | undefined) =>
  queryOptions({
    queryKey: [...WITHDRAW_KEY, 'page', page, status ?? 'all'],
    queryFn: () => apiCall(withdrawPageEndpoint, { page, page_size: WITHDRAW_PAGE_SIZE, status }),
    placeholderData: keepPreviousData,
  });

/** `/api/memberwithdraw/page`: the member's withdrawals, optionally of one state. */
export const useWithdrawPage = (page: number, status: WithdrawStatus | undefined) =>
  useQuery(withdrawPageQueryOptions(page, status));

/** `/api/memberwithdraw/info`: one of the member's withdrawals. */
export const useWithdrawInfo = (id: number) =>
  useQuery({
    queryKey: [...WITHDRAW_KEY, 'info', id],
    queryFn: () => apiCall(withdrawInfoEndpoint, { id }),
    enabled: Number.isInteger(id) && id > 0,
  });
