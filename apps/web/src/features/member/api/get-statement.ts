import { memberAccountStatementEndpoint } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_KEY } from './account-keys';

/** `/api/memberaccount/statement`: the monthly on-account (账期) bills. */
export const getStatement = () => apiCall(memberAccountStatementEndpoint, { months: 12 });

export const statementQueryOptions = () =>
  queryOptions({ queryKey: [...ACCOUNT_KEY, 'statement'], queryFn: getStatement });

export const useStatement = () => useQuery(statementQueryOptions());
