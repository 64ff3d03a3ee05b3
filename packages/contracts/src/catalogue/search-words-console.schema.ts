import { z } from 'zod';
import { bodySchema } from '../common';
import { SEARCH_KEYWORD_MAX } from '../constants';

/*
 * The storefront's search words in the console (issue 27, content): the hot words shown under the
 * search box (each searches its Chinese word; an English label shown in English mode) and the
 * search box's placeholder, in Chinese and English. They are the whole mall's.
 */

/** The most hot words the storefront shows. */
export const HOT_SEARCH_WORDS_MAX = 50;
/** The longest placeholder. */
export const DEFAULT_SEARCH_WORD_MAX = 100;

const HotWordSchema = z.object({
  word: z.string().trim().min(1).max(SEARCH_KEYWORD_MAX),
  word_en: z.string().trim().max(SEARCH_KEYWORD_MAX).default(''),
});

export const ConsoleSearchWordsSchema = z.object({
  hot_words: z.array(z.object({ word: z.string(), word_en: z.string() })),
  default_word: z.string(),
  default_word_en: z.string(),
});
export type ConsoleSearchWords = z.infer<typeof ConsoleSearchWordsSchema>;

export const SearchWordsSaveBodySchema = bodySchema({
  hot_words: z.array(HotWordSchema).max(HOT_SEARCH_WORDS_MAX),
  default_word: z.string().trim().max(DEFAULT_SEARCH_WORD_MAX).default(''),
  default_word_en: z.string().trim().max(DEFAULT_SEARCH_WORD_MAX).default(''),
});
export type SearchWordsSaveBody = z.input<typeof SearchWordsSaveBodySchema>;
