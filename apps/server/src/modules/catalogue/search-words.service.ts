import type { DefaultSearchWords, HotSearchWords } from '@shop/contracts/catalogue';
import { SEARCH_KEYWORD_MAX } from '@shop/contracts/constants';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import type { Lang } from '../../lib/i18n/translate';
import { EnglishTextsSchema, getConfig, textsInLang } from '../settings';

export const HOT_SEARCH_WORDS_KEY = 'search_hot_words';
export const DEFAULT_SEARCH_WORDS_KEY = 'search_default_words';

const Word = z.string().trim().min(1).max(SEARCH_KEYWORD_MAX);
/** `en.words`: the English label of each word by position, '' where there is none (issue 14). */
const StoredHotWordsSchema = z.object({
  words: z.array(Word).max(50).default([]),
  en: z
    .object({ words: z.array(z.string().trim().max(SEARCH_KEYWORD_MAX)).max(50).default([]) })
    .optional()
    .catch(undefined),
});
const StoredDefaultWordsSchema = z.object({
  words: z.string().max(100).default(''),
  en: EnglishTextsSchema,
});

/** The stored hot words and placeholder, each with its English texts (`en`). */
export async function readSearchWords(db: DbExecutor) {
  const [hot, placeholder] = await Promise.all([
    getConfig(db, HOT_SEARCH_WORDS_KEY, StoredHotWordsSchema),
    getConfig(db, DEFAULT_SEARCH_WORDS_KEY, StoredDefaultWordsSchema),
  ]);
  return { hot, placeholder };
}

/**
 * The shop's hot search words, shown under the search box as links: `words` in the request's
 * language, `keywords` what each searches (the shop's Chinese word, which the catalogue knows).
 */
export async function getHotSearchWords(db: DbExecutor, lang: Lang): Promise<HotSearchWords> {
  const { words, en } = (await readSearchWords(db)).hot;
  const english = lang === 'en-US' ? (en?.words ?? []) : [];
  return { words: words.map((word, i) => english[i] || word), keywords: words };
}

/** The search box placeholder, in the request's language. */
export async function getDefaultSearchWords(
  db: DbExecutor,
  lang: Lang,
): Promise<DefaultSearchWords> {
  const { en, ...placeholder } = (await readSearchWords(db)).placeholder;
  return textsInLang(placeholder, en, lang);
}
