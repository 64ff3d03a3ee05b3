import { helpInfoEndpoint } from '@shop/contracts/cms';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getHelpInfo = (id: number) => apiCall(helpInfoEndpoint, { id });

export const helpInfoQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['cms', 'helpInfo', id], queryFn: () => getHelpInfo(id) });

/** One help article; disabled while the id is unknown. */
export const useHelpInfo = (id: number | undefined) =>
  useQuery({ ...helpInfoQueryOptions(id ?? 0), enabled: id !== undefined });
