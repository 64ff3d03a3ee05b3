import type { ConsoleSearchWords, SearchWordsSaveBody } from '@shop/contracts/catalogue';

/* The search words form's values and the body it saves (issue 27, content). */

export type HotWordRow = { word: string; word_en: string };
export type SearchWordsValues = {
  hot_words: HotWordRow[];
  default_word: string;
  default_word_en: string;
};

/** The form's values from the loaded words. */
export const searchWordsValues = (words: ConsoleSearchWords): SearchWordsValues => ({
  hot_words: words.hot_words.map((row) => ({ word: row.word, word_en: row.word_en })),
  default_word: words.default_word,
  default_word_en: words.default_word_en,
});

/** The save's body: every text trimmed (an input cleared by antd may come back undefined). */
export const searchWordsBody = (values: SearchWordsValues): SearchWordsSaveBody => ({
  hot_words: (values.hot_words ?? []).map((row) => ({
    word: (row.word ?? '').trim(),
    word_en: (row.word_en ?? '').trim(),
  })),
  default_word: (values.default_word ?? '').trim(),
  default_word_en: (values.default_word_en ?? '').trim(),
});
