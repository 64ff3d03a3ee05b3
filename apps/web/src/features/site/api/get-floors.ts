import { floorsEndpoint } from '@shop/contracts/site';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `/api/pc/floors`: the home page floors; their goods cards carry prices for members only. */
export const getFloors = () => apiCall(floorsEndpoint, {});

export const floorsQueryOptions = (isMember: boolean) =>
  queryOptions({
    // The member flag is part of the key: a visitor's cached floors have no prices.
    queryKey: ['site', 'floors', isMember],
    queryFn: getFloors,
    staleTime: 60_000,
  });

export const useFloors = (isMember: boolean) => useQuery(floorsQueryOptions(isMember));
