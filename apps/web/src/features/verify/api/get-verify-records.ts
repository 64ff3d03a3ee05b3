import { verifyDetailEndpoint, verifyListEndpoint, type VerifyType } from '@shop/contracts/verify';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { verifyKeys } from './verify-keys';

/** Records of the verification list per page. */
export const VERIFY_PAGE_SIZE = 10;

export const verifyRecordsQueryOptions = (page: number, type: VerifyType | undefined) =>
  queryOptions({
    queryKey: verifyKeys.records(page, type),
    queryFn: () =>
      apiCall(verifyListEndpoint, { page, page_size: VERIFY_PAGE_SIZE, verify_type: type }),
    placeholderData: keepPreviousData,
  });

/** `/api/verify/lists`: the verifier's records, newest first, optionally of one kind. */
export const useVerifyRecords = (page: number, type: VerifyType | undefined) =>
  useQuery(verifyRecordsQueryOptions(page, type));

/** `/api/verify/detail`: one of the verifier's records; `verifyId` undefined makes no call. */
export const useVerifyDetail = (verifyId: number | undefined) =>
  useQuery({
    queryKey: verifyKeys.detail(verifyId ?? 0),
    queryFn: () => apiCall(verifyDetailEndpoint, { verify_id: verifyId ?? 0 }),
    enabled: verifyId !== undefined,
  });
