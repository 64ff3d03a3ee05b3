import { consoleStoreVerifiersEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The verifiers of one store (key `[path, store_id]`: a store write refreshes `[path]`). */
export const storeVerifiersQueryOptions = (storeId: number) =>
  queryOptions({
    queryKey: [consoleStoreVerifiersEndpoint.path, storeId],
    queryFn: ({ signal }) =>
      apiCall(consoleStoreVerifiersEndpoint, { store_id: storeId }, { signal }),
  });

/** `storeId` null (no store open in the drawer) makes no call. */
export const useStoreVerifiers = (storeId: number | null) =>
  useQuery({ ...storeVerifiersQueryOptions(storeId ?? 0), enabled: storeId !== null });
