import { i18n } from '@/lib/i18n';
import { queryClient } from './query-client';

/**
 * The server answers shop texts (navigation, footer, floors, hot words, chat quick questions)
 * and its own labels in the request's language (issue 14): when the language changes, every
 * cached answer is stale, so the shown ones refetch at once and the others on their next use.
 */
export function refetchOnLanguageChange(): void {
  i18n.on('languageChanged', () => {
    void queryClient.invalidateQueries();
  });
}
