import { AgreementSchema } from '@shop/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

export const getAgreement = () => apiPost('/api/register/aggrement', {}, AgreementSchema);

export const agreementQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'agreement'], queryFn: getAgreement, staleTime: 30 * 60_000 });

export const useAgreement = (enabled: boolean) => useQuery({ ...agreementQueryOptions(), enabled });
