import {
  BANK_ACCOUNT_MAX,
  bankAccountInfoEndpoint,
  bankAccountPageEndpoint,
  withdrawTransferTypeEndpoint,
} from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every query of the member's withdrawal accounts starts with this key: invalidate it after a change. */
export const BANK_ACCOUNT_KEY = ['member', 'bank-account'] as const;

/** `/api/memberbankaccount/page`: all the member's accounts (at most BANK_ACCOUNT_MAX). */
export const bankAccountPageQueryOptions = () =>
  queryOptions({
    queryKey: [...BANK_ACCOUNT_KEY, 'page'],
    queryFn: () => apiCall(bankAccountPageEndpoint, { page: 1, page_size: BANK_ACCOUNT_MAX }),
  });

export const useBankAccountPage = () => useQuery(bankAccountPageQueryOptions());

/** `/api/memberbankaccount/info`: one of the member's accounts (null: none asked). */
export const useBankAccountInfo = (id: number | null) =>
  useQuery({
    queryKey: [...BANK_ACCOUNT_KEY, 'info', id],
    queryFn: () => apiCall(bankAccountInfoEndpoint, { id: id ?? 0 }),
    enabled: id !== null,
  });

/** `/api/memberwithdraw/transferType`: the kinds of account the shop pays withdrawals to. */
export const useTransferTypes = () =>
  useQuery({
    queryKey: ['member', 'withdraw', 'transfer-types'],
    queryFn: () => apiCall(withdrawTransferTypeEndpoint, {}),
    staleTime: 60_000,
  });
