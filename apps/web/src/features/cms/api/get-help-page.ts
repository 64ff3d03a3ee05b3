import { helpPageEndpoint } from '@shop/contracts/cms';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type HelpPageParams = { classId?: number; page: number; pageSize: number };

export const getHelpPage = ({ classId, page, pageSize }: HelpPageParams) =>
  apiCall(helpPageEndpoint, { class_id: classId, page, page_size: pageSize });

export const helpPageQueryOptions = (params: HelpPageParams) =>
  queryOptions({
    queryKey: ['cms', 'helpPage', params],
    queryFn: () => getHelpPage(params),
    placeholderData: keepPreviousData,
  });

/** One page of a help class's articles. */
export const useHelpPage = (params: HelpPageParams, enabled = true) =>
  useQuery({ ...helpPageQueryOptions(params), enabled });
