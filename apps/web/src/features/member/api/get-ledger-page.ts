import { type LedgerPageBody, memberAccountPageEndpoint } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_KEY } from './account-keys';

/** `/api/memberaccount/page`: the money ledger, filtered and paged. */
export const getLedgerPage = (body: LedgerPageBody) => apiCall(memberAccountPageEndpoint, body);

export const ledgerPageQueryOptions = (body: LedgerPageBody) =>
  queryOptions({ queryKey: [...ACCOUNT_KEY, 'ledger', body], queryFn: () => getLedgerPage(body) });

export const useLedgerPage = (body: LedgerPageBody) =>
  useQuery({ ...ledgerPageQueryOptions(body), placeholderData: keepPreviousData });
