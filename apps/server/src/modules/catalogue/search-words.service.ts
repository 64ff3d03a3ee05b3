import type { DefaultSearchWords, HotSearchWords } from '@shop/contracts/catalogue';
import { SEARCH_KEYWORD_MAX } from '@shop/contracts/constants';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { getConfig } from '../settings';

export const HOT_SEARCH_WORDS_KEY = 'search_hot_words';
export const DEFAULT_SEARCH_WORDS_KEY = 'search_default_words';

const StoredHotWordsSchema = z.object({
  words: z.array(z.string().trim().min(1).max(SEARCH_KEYWORD_MAX)).max(50).default([]),
});
const StoredDefaultWordsSchema = z.object({ words: z.string().max(100).default('') });

/** The shop's hot search words, shown under the search box as links. */
export function getHotSearchWords(db: DbExecutor): Promise<HotSearchWords> {
  return getConfig(db, HOT_SEARCH_WORDS_KEY, StoredHotWordsSchema);
}

/** The search box placeholder. */
export function getDefaultSearchWords(db: DbExecutor): Promise<DefaultSearchWords> {
  return getConfig(db, DEFAULT_SEARCH_WORDS_KEY, StoredDefaultWordsSchema);
}
