import { helpClassesEndpoint } from '@shop/contracts/cms';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getHelpClasses = () => apiCall(helpClassesEndpoint, {});

export const helpClassesQueryOptions = () =>
  queryOptions({
    queryKey: ['cms', 'helpClasses'],
    queryFn: getHelpClasses,
    staleTime: 5 * 60_000,
  });

/** Help classes with their visible articles (footer, help centre). */
export const useHelpClasses = () => useQuery(helpClassesQueryOptions());
