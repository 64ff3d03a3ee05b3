import { agreementEndpoint } from '@shop/contracts/auth';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getAgreement = () => apiCall(agreementEndpoint, {});

export const agreementQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'agreement'], queryFn: getAgreement, staleTime: 30 * 60_000 });

export const useAgreement = (enabled: boolean) => useQuery({ ...agreementQueryOptions(), enabled });
