import {
  consoleSearchWordsEndpoint,
  consoleSearchWordsSaveEndpoint,
} from '@shop/contracts/catalogue';
import { auditListsEndpoint } from '@shop/contracts/staff';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useConsoleWrite } from '@/lib/console-write';

/* The storefront's search words in the console (issue 27, content): `content.manage`. */

/** The hot words and the search box's placeholder, as the form loads them. */
export const useSearchWords = () =>
  useQuery(
    queryOptions({
      queryKey: [consoleSearchWordsEndpoint.path],
      queryFn: ({ signal }) => apiCall(consoleSearchWordsEndpoint, {}, { signal }),
      // The form holds its own copy once loaded: only a save refetches it, not a window focus.
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    }),
  );

const SEARCH_WORDS = [consoleSearchWordsEndpoint.path, auditListsEndpoint.path] as const;

/** Saves the whole form; the server answers no data, so the words are fetched again. */
export const useSaveSearchWords = () =>
  useConsoleWrite(consoleSearchWordsSaveEndpoint, SEARCH_WORDS);
