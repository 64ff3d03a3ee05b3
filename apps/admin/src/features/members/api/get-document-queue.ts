import { consoleDocumentQueueEndpoint } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** `/staff/api/member/documentqueue`: the document versions waiting review, oldest first. */
export const useDocumentQueue = (page: number) =>
  useQuery({
    queryKey: [consoleDocumentQueueEndpoint.path, { page }],
    queryFn: ({ signal }) =>
      apiCall(consoleDocumentQueueEndpoint, { page, page_size: 20 }, { signal }),
    placeholderData: keepPreviousData,
  });
