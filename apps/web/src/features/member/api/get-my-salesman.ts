import { mySalesmanEndpoint } from '@shop/contracts/staff';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasSession } from '@/lib/session';

/** `/api/member/salesman`: who serves the member, and whether the member is a salesman. */
export const getMySalesman = () => apiCall(mySalesmanEndpoint, {});

export const mySalesmanQueryOptions = () =>
  queryOptions({ queryKey: ['member', 'salesman'], queryFn: getMySalesman, staleTime: 60_000 });

export const useMySalesman = () => useQuery({ ...mySalesmanQueryOptions(), enabled: hasSession() });
