import { aptitudeListEndpoint, labelListEndpoint } from '@shop/contracts/auth';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getLabelList = () => apiCall(labelListEndpoint, {});
export const getAptitudes = (labelId: number) =>
  apiCall(aptitudeListEndpoint, { member_label: labelId });

export const labelListQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'labels'], queryFn: getLabelList, staleTime: 30 * 60_000 });
export const aptitudesQueryOptions = (labelId: number) =>
  queryOptions({
    queryKey: ['auth', 'aptitudes', labelId],
    queryFn: () => getAptitudes(labelId),
    staleTime: 30 * 60_000,
  });

/** Buyer types (单体药店, 诊所, ...). */
export const useLabelList = () => useQuery(labelListQueryOptions());
/** The qualification documents a buyer type uploads (none until a type is chosen). */
export const useAptitudes = (labelId: number | undefined) =>
  useQuery({ ...aptitudesQueryOptions(labelId ?? 0), enabled: !!labelId });
